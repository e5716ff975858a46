import { useCallback, useState } from "react";
import { useClient, useMutation } from "urql";
import { useInformationActions } from "@/shared/information";
import { graphql } from "@/gql";
import type { MatterFilter } from "@/gql/graphql";
import { displayCode } from "@/shared/format";
import type { RowSelectionState } from "@/shared/list/useRowSelection";
import { alertFromCombinedError } from "@/shared/result-alert";
import {
  bulkProblem,
  collectSelected,
  generateSummary,
  VERSION_PAGE_SIZE,
  type BulkProblem,
  type SelectedMatter,
} from "./bulk-update";

const VersionsQuery = graphql(`
  query ProjectDetailMatterVersions($filter: MatterFilter, $page: Int, $pageSize: Int) {
    matters(filter: $filter, sort: ID, page: $page, pageSize: $pageSize) {
      items {
        id
        code
        version
        status
        statusBeforeHold
        can {
          createConstruction
        }
      }
      pageInfo {
        totalCount
      }
    }
  }
`);

const BulkUpdateMutation = graphql(`
  mutation ProjectDetailBulkUpdateMatters($input: BulkUpdateMattersInput!) {
    bulkUpdateMatters(input: $input) {
      id
      version
      ...ProjectDetailMatterRow_Matter
    }
  }
`);

const GenerateMutation = graphql(`
  mutation ProjectDetailGenerateConstructions($input: GenerateConstructionsInput!) {
    generateConstructions(input: $input) {
      created {
        id
      }
      skippedMatterIds
    }
  }
`);

/** The API's limit of one bulk update. */
export const BULK_LIMIT = 1000;

/** A change for every selected matter; `status: "resume"` takes them off hold. */
export interface BulkChange {
  assigneeUserId?: number | null;
  dueDate?: string | null;
  status?: number | "resume";
}

export type GenerateAnswer = { message: string; skipped: string[] } | BulkProblem;

/**
 * The bulk actions of a project's matters on the list's selection: each change is one
 * bulkUpdateMatters call with the versions read just before; 工事生成 is one generateConstructions
 * call for the selected matters that may have one. `onDone` reloads what the change affects.
 */
export function useMatterBulk(
  filter: MatterFilter,
  selection: RowSelectionState,
  onDone: () => void,
) {
  const client = useClient();
  const { openAlert } = useInformationActions();
  const [, bulkUpdate] = useMutation(BulkUpdateMutation);
  const [, generate] = useMutation(GenerateMutation);
  const [busy, setBusy] = useState(false);
  const filterKey = JSON.stringify(filter);

  /** The selected matters as they are now, or why they cannot be worked on. */
  const readSelected = useCallback(async (): Promise<SelectedMatter[] | BulkProblem> => {
    const { selected } = selection;
    if (selected.size > BULK_LIMIT)
      return {
        message: `一度に変更できるのは${BULK_LIMIT}件までです。条件を絞り込んでください。`,
        rows: [],
        conflict: false,
      };
    let failure: BulkProblem | undefined;
    const answer = await collectSelected(selected, async (page) => {
      const result = await client
        .query(
          VersionsQuery,
          { filter: JSON.parse(filterKey) as MatterFilter, page, pageSize: VERSION_PAGE_SIZE },
          { requestPolicy: "network-only" },
        )
        .toPromise();
      if (result.error || !result.data) {
        failure = {
          message: result.error
            ? alertFromCombinedError(result.error).message
            : "読み込めませんでした",
          rows: [],
          conflict: false,
        };
        return undefined;
      }
      return {
        items: result.data.matters.items,
        totalCount: result.data.matters.pageInfo.totalCount,
      };
    });
    if (!answer) return failure!;
    if (answer.missing.length > 0)
      return {
        message:
          "次の案件は条件に一致しなくなったか、削除されています。再読み込みしてください。何も変更していません。",
        rows: answer.missing.map((id) => displayCode("MT", id)),
        conflict: true,
      };
    return answer.found;
  }, [client, filterKey, selection]);

  const finish = useCallback(
    (message: string) => {
      selection.clear();
      onDone();
      openAlert("success", message);
    },
    [onDone, openAlert, selection],
  );

  /** Applies the change to every selected matter; null when it was applied, else why not. */
  const update = useCallback(
    async (change: BulkChange): Promise<BulkProblem | null> => {
      setBusy(true);
      try {
        const read = await readSelected();
        if (!Array.isArray(read)) return read;
        const { status, ...rest } = change;
        // 保留解除: the API takes each matter back to its own status before the hold.
        const result = await bulkUpdate(
          {
            input: {
              items: read.map((m) => ({ id: m.id, version: m.version })),
              ...rest,
              ...(status === "resume"
                ? { resumeFromHold: true }
                : status !== undefined
                  ? { status }
                  : {}),
            },
          },
          { additionalTypenames: ["Matter", "Project"] },
        );
        if (result.error) return bulkProblem(result.error);
        finish(`${read.length}件の案件を更新しました。`);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [bulkUpdate, finish, readSelected],
  );

  /** 工事生成 for the selected matters that may have a construction now. */
  const generateConstructions = useCallback(async (): Promise<GenerateAnswer> => {
    setBusy(true);
    try {
      const read = await readSelected();
      if (!Array.isArray(read)) return read;
      const able = read.filter((m) => m.can.createConstruction);
      const unable = read.filter((m) => !m.can.createConstruction).map((m) => m.code);
      if (able.length === 0) return generateSummary(0, unable);
      const result = await generate(
        { input: { matterIds: able.map((m) => m.id) } },
        { additionalTypenames: ["Matter", "Construction", "Project"] },
      );
      if (result.error) return bulkProblem(result.error);
      const answer = result.data!.generateConstructions;
      const skipped = new Set(answer.skippedMatterIds);
      const summary = generateSummary(answer.created.length, [
        ...unable,
        ...able.filter((m) => skipped.has(m.id)).map((m) => m.code),
      ]);
      selection.clear();
      onDone();
      openAlert("success", summary.message);
      return summary;
    } finally {
      setBusy(false);
    }
  }, [generate, onDone, openAlert, readSelected, selection]);

  return { busy, update, generateConstructions };
}
