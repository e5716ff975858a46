import { useState } from "react";
import { useMutation } from "urql";
import { useInformationActions } from "@/shared/information";
import { useConfirm } from "@/shared/mutation/useConfirm";
import {
  bulkConfirmMessage,
  bulkDone,
  bulkDoneMessage,
  bulkRefusal,
  selectionProblem,
  type BulkDone,
  type BulkRefusal,
  type BulkSettings,
} from "./bulk-form";
import { NegotiationBulkCreateMutation } from "./queries";

/**
 * 一括指示 of the selected matters: the selection checked, the question asked (`dialog`), the one
 * mutation sent, and its answer kept — every refused matter (with 選択から外す) or what was made.
 */
export function useBulkInstruction({
  selected,
  negotiators,
  clearSelection,
  select,
  reloadList,
}: {
  selected: ReadonlySet<string>;
  negotiators: readonly { id: string; name: string }[];
  clearSelection: () => void;
  select: (ids: ReadonlySet<string>) => void;
  /** The list as it is now (a refused matter may no longer be instructable). */
  reloadList: () => void;
}) {
  const [creating, create] = useMutation(NegotiationBulkCreateMutation);
  const { startLoading, openAlert } = useInformationActions();
  const [refusal, setRefusal] = useState<BulkRefusal | null>(null);
  const [done, setDone] = useState<BulkDone | null>(null);
  const { confirm, dialog } = useConfirm();

  const instruct = async (settings: BulkSettings): Promise<BulkRefusal["fields"] | undefined> => {
    const problem = selectionProblem(selected.size);
    if (problem) {
      openAlert("error", problem);
      return undefined;
    }
    const assignee = negotiators.find((u) => u.id === String(settings.assigneeUserId));
    const go = await confirm({
      title: "交渉を一括指示しますか？",
      message: bulkConfirmMessage(selected.size, assignee?.name ?? "", settings),
      confirmLabel: "一括指示する",
      danger: false,
    });
    if (!go) return undefined;
    setRefusal(null);
    setDone(null);
    startLoading();
    const result = await create(
      { input: { matterIds: [...selected], ...settings } },
      // The instructed matters leave this list (交渉中 with an open negotiation).
      { additionalTypenames: ["Matter", "Negotiation", "Project", "Schedule"] },
    );
    if (result.error) {
      const refused = bulkRefusal(result.error, selected);
      setRefusal(refused);
      openAlert("error", refused.message);
      if (refused.matters.length > 0) reloadList();
      return refused.fields;
    }
    const created = result.data?.bulkCreateNegotiations ?? [];
    clearSelection();
    setDone(bulkDone(created));
    openAlert("success", bulkDoneMessage(created.length));
    return undefined;
  };

  const deselectRefused = () => {
    const refusedIds = new Set(refusal?.matters.map((m) => m.matterId));
    select(new Set([...selected].filter((m) => !refusedIds.has(m))));
    setRefusal(null);
    reloadList();
  };

  return { instruct, deselectRefused, refusal, done, busy: creating.fetching, dialog };
}
