import { makeStyles, tokens } from "@fluentui/react-components";
import { PlugDisconnected24Regular } from "@fluentui/react-icons";
import { useLocation } from "wouter";
import { useSession } from "../../shared/session";
import { graphql } from "../../gql";
import { HistoryPanel } from "../../shared/history/HistoryPanel";
import { useRecordHistory } from "../../shared/history/useRecordHistory";
import { useMutationAction } from "../../shared/mutation/useMutationAction";
import { Page } from "../../shared/page";
import { ReadOnlyFields } from "../../shared/record/ReadOnlyFields";
import { RecordDelete, RefusalBar } from "../../shared/record/RecordDelete";
import { RecordPending } from "../../shared/record/RecordPending";
import { useRecordDelete } from "../../shared/record/useRecordDelete";
import { useRecordQuery } from "../../shared/record/useRecordQuery";
import type { RouteParams } from "../../shared/routing";
import { lineCodeInput } from "./edit/line-code-form";
import { LineCodeFacts, lineCodeValueFacts } from "./edit/LineCodeFacts";
import { LineCodeForm } from "./edit/LineCodeForm";
import { LINECODES_PATH } from "./paths";

const LineCodeEditPageQuery = graphql(`
  query LineCodeEditPage($id: ID!) {
    lineCode(id: $id) {
      id
      version
      lineCode
      status
      allowedStatuses
      can {
        delete
      }
      targetId
      target {
        id
        code
        name
        details {
          id
          code
          roomNumber
        }
      }
      targetDetailId
      targetDetail {
        id
        code
        roomNumber
      }
      poleNumber
      poleOwner
      cableType
      lineKind
      removalConsentAt
      removedAt
      construction {
        id
        code
      }
      notes
    }
  }
`);

const LineCodeEditUpdateMutation = graphql(`
  mutation LineCodeEditUpdate($id: ID!, $input: UpdateLineCodeInput!) {
    updateLineCode(id: $id, input: $input) {
      id
      version
      lineCode
      status
      allowedStatuses
      targetDetailId
      poleNumber
      poleOwner
      cableType
      lineKind
      removalConsentAt
      removedAt
      notes
    }
  }
`);

const LineCodeEditDeleteMutation = graphql(`
  mutation LineCodeEditDelete($id: ID!, $version: Int!) {
    deleteLineCode(id: $id, version: $version)
  }
`);

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXL, minWidth: 0 },
});

const TITLE = "引込線編集";

/** /linecode/details/{id} 引込線編集: the line, what it feeds, its status workflow, its history. */
export function LineCodeEditPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const styles = useStyles();
  const [, navigate] = useLocation();
  const canEdit = useSession().user?.role.lineCodeEdit ?? false;
  const history = useRecordHistory("LINE_CODE", id);
  const { data, missing, reload } = useRecordQuery(LineCodeEditPageQuery, { id });
  const line = data?.lineCode;
  const updateLine = useMutationAction(LineCodeEditUpdateMutation, { action: "update" });
  const deletion = useRecordDelete(LineCodeEditDeleteMutation, {
    successPath: LINECODES_PATH,
    additionalTypenames: ["LineCode"],
  });

  if (!line) {
    return (
      <RecordPending
        title={TITLE}
        missing={missing}
        icon={<PlugDisconnected24Regular />}
        missingTitle="該当する引込線が見つかりません"
        backHref={LINECODES_PATH}
        backLabel="引込線一覧へ戻る"
      />
    );
  }

  const units = (line.target?.details ?? []).map((u) => ({
    id: u.id,
    name: [u.roomNumber, u.code].filter(Boolean).join(" "),
  }));

  return (
    <Page title={`${TITLE}（${line.lineCode}）`}>
      <div className={styles.stack}>
        <RefusalBar message={deletion.refusal} />
        {canEdit ? (
          <LineCodeForm
            // A new version (after saving or 再読み込み) starts the form afresh from the server's values.
            key={line.version}
            line={line}
            units={units}
            header={<LineCodeFacts line={line} />}
            // No additionalTypenames: urql would also apply them to a refused save and read the
            // line again, replacing the form (and its conflict dialog) under the person.
            onSubmit={(values) =>
              updateLine({ id, input: { ...lineCodeInput(values, line), version: line.version } })
            }
            onCancel={() => navigate(LINECODES_PATH)}
            onReload={reload}
            extraActions={
              line.can.delete ? (
                <RecordDelete
                  what="引込線"
                  control={deletion}
                  onConfirm={() => void deletion.remove({ id, version: line.version })}
                  onReload={reload}
                />
              ) : null
            }
          />
        ) : (
          <ReadOnlyFields
            label="引込線情報"
            header={<LineCodeFacts line={line} />}
            items={lineCodeValueFacts(line)}
          />
        )}
        <HistoryPanel {...history} />
      </div>
    </Page>
  );
}
