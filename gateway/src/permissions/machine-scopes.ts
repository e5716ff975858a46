// What a machine client (issue #39) may read. Its write permissions are the flags among its
// scopes, checked by `@requires` like a person's. The `@signedIn` fields, open to every signed-in
// person, are open to a client only with the read scope of the field's area: the area is the
// schema file that declares the root field, so a new field is covered by where it is written.
import { Kind, parse, type DocumentNode } from "graphql";
import { loadAreaTypeDefs } from "@cfx/schema/type-defs";
import type { ReadScope } from "@cfx/domain/machine-scopes";
import type { MachineScope } from "../generated/resolvers-types";

/** "any": every client (the viewer, ok); "people": no client; else the read scope needed. */
export type ClientReadRule = ReadScope | "matterRead" | "any" | "people";

export const AREA_READ_SCOPES: Readonly<Record<string, ClientReadRule>> = {
  base: "any",
  auth: "any",
  // liveOk only (the stream's liveness); each area's subscriptions are in its own file.
  live: "any",
  targets: "targetRead",
  projects: "matterRead",
  negotiations: "negotiationRead",
  documents: "negotiationRead",
  constructions: "constructionRead",
  linecodes: "lineCodeRead",
  masters: "masterRead",
  // Screens of people: the dashboard, the history, the administration pages.
  dashboard: "people",
  history: "people",
  users: "people",
  "machine-clients": "people",
  "external-sources": "people",
};

/** `Query.targets` → the rule of the area whose file declares it. */
export function clientReadRules(
  areas: { area: string; typeDefs: string }[] = loadAreaTypeDefs(),
): Map<string, ClientReadRule> {
  const rules = new Map<string, ClientReadRule>();
  for (const { area, typeDefs } of areas) {
    const rule = AREA_READ_SCOPES[area];
    if (!rule) throw new Error(`schema/${area}.graphql has no machine-client read rule`);
    for (const [type, field] of rootFields(parse(typeDefs))) rules.set(`${type}.${field}`, rule);
  }
  return rules;
}

function rootFields(document: DocumentNode): [string, string][] {
  const out: [string, string][] = [];
  for (const definition of document.definitions) {
    if (
      (definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
        definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
      ["Query", "Mutation", "Subscription"].includes(definition.name.value)
    ) {
      for (const field of definition.fields ?? [])
        out.push([definition.name.value, field.name.value]);
    }
  }
  return out;
}

/** Whether a client holding `scopes` may run a `@signedIn` field under `rule`. */
export function clientMayRead(
  rule: ClientReadRule | undefined,
  scopes: readonly string[],
): boolean {
  if (rule === "any") return true;
  if (rule === undefined || rule === "people") return false;
  return scopes.includes(rule);
}

/** `targetRead` → `TARGET_READ`: the schema's enum names the REST scope. */
export const scopeEnum = (scope: string) =>
  scope.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase() as MachineScope;
