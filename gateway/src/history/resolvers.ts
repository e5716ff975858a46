import type { HistoryAction, Resolvers } from "../generated/resolvers-types";
import { restId } from "../rest/graphql-args";
import { historyEntities } from "./fields";
import { displayValue, shown } from "./format";

const actions: Readonly<Record<string, { action: HistoryAction; label: string }>> = {
  create: { action: "CREATE", label: "登録" },
  update: { action: "UPDATE", label: "更新" },
  delete: { action: "DELETE", label: "削除" },
};

export const historyResolvers: Resolvers = {
  Query: {
    history: async (_parent, args, context) => {
      const { restEntity, fields } = historyEntities[args.entity];
      const rows = await context.api.history.rows(restEntity, restId(args.id));
      // Newest first: the panel answers "what changed last" before anything else.
      return Promise.all(
        [...rows].reverse().map(async (row) => {
          const action = actions[row.action] ?? { action: "UPDATE" as const, label: "更新" };
          // Every load starts in the same tick, so a history costs one /pair/users call.
          const user =
            row.userId === null
              ? null
              : context.loaders.userRefById.load(row.userId).catch(() => null);
          const changes = await Promise.all(
            Object.entries(row.changes).map(async ([field, change]) => {
              const spec = fields[field];
              // The API blanks a field the caller may not see as {from: null, to: null}; a real
              // change never has two equal sides, so this pair can only mean "masked".
              const masked = change.from === null && change.to === null;
              const [from, to] = masked
                ? [null, null]
                : await Promise.all([
                    displayValue(change.from, spec, context),
                    displayValue(change.to, spec, context),
                  ]);
              return { field, label: spec?.label ?? field, from, to, masked };
            }),
          );
          const kept = changes.filter(shown);
          if (row.action === "update" && kept.length === 0) return null;
          return {
            id: String(row.id),
            action: action.action,
            actionLabel: action.label,
            at: row.at,
            user: await user,
            changes: kept,
          };
        }),
      ).then((entries) => entries.filter((entry) => entry !== null));
    },
  },
};
