// The subscription field `<entity>Changed(ids)` of one `/basis` resource (constructionChanged,
// negotiationChanged): one definition, so every area's field re-reads and scopes the same way.
import type { GatewayContext } from "../context";
import { restIds } from "../rest/graphql-args";
import { recordChanges, type LiveChangeRecord, type RecordStamp } from "./record-changes";
import type { LiveEntity } from "./upstream";
import { liveOf } from "./service";

/** The area's REST resource as the subscriber's token reads it (rest/resource.ts). */
type StampedResource = {
  one(id: number): Promise<RecordStamp | null>;
  byIds(ids: readonly number[]): Promise<RecordStamp[]>;
};

export function recordChangedField(
  entity: LiveEntity,
  resourceOf: (context: GatewayContext) => StampedResource,
) {
  return {
    subscribe: (
      _parent: unknown,
      args: { ids?: readonly string[] | null },
      context: GatewayContext,
    ) => {
      const resource = resourceOf(context);
      return recordChanges(
        liveOf(context),
        entity,
        args.ids ? restIds(args.ids, "ids") : undefined,
        {
          one: (id) => resource.one(id),
          many: (ids) => resource.byIds(ids),
        },
      );
    },
    resolve: (change: LiveChangeRecord) => change,
  };
}
