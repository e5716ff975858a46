import { PlugDisconnected24Regular } from "@fluentui/react-icons";
import { useLocation } from "wouter";
import { useRecordHistory } from "@/shared/history/useRecordHistory";
import { useMutationAction } from "@/shared/mutation/useMutationAction";
import { EditPage } from "@/shared/record/EditPage";
import { ReadOnlyFields } from "@/shared/record/ReadOnlyFields";
import { RecordDelete } from "@/shared/record/RecordDelete";
import { useRecordDelete } from "@/shared/record/useRecordDelete";
import { useRecordQuery } from "@/shared/record/useRecordQuery";
import type { RouteParams } from "@/shared/routing";
import { useSession } from "@/shared/session";
import { lineCodeInput } from "./edit/line-code-form";
import { LineCodeFacts, lineCodeValueFacts } from "./edit/LineCodeFacts";
import { LineCodeForm } from "./edit/LineCodeForm";
import {
  LineCodeEditDeleteMutation,
  LineCodeEditPageQuery,
  LineCodeEditUpdateMutation,
} from "./edit/queries";
import { LINECODES_PATH } from "./paths";

const TITLE = "引込線編集";

/** /linecode/details/{id} 引込線編集: the line, what it feeds, its status workflow, its history. */
export function LineCodeEditPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const [, navigate] = useLocation();
  const canEdit = useSession().user?.role.lineCodeEdit ?? false;
  const history = useRecordHistory("LINE_CODE", id);
  const { data, missing, reload } = useRecordQuery(LineCodeEditPageQuery, { id });
  const updateLine = useMutationAction(LineCodeEditUpdateMutation, { action: "update" });
  const deletion = useRecordDelete(LineCodeEditDeleteMutation, {
    successPath: LINECODES_PATH,
    additionalTypenames: ["LineCode"],
  });

  return (
    <EditPage
      record={data?.lineCode}
      missing={missing}
      pending={{
        title: TITLE,
        icon: <PlugDisconnected24Regular />,
        missingTitle: "該当する引込線が見つかりません",
        backHref: LINECODES_PATH,
        backLabel: "引込線一覧へ戻る",
      }}
      title={(line) => `${TITLE}（${line.lineCode}）`}
      refusal={deletion.refusal}
      history={history}
    >
      {(line) =>
        canEdit ? (
          <LineCodeForm
            // A new version (after saving or 再読み込み) starts the form afresh from the server's values.
            key={line.version}
            line={line}
            units={(line.target?.details ?? []).map((u) => ({
              id: u.id,
              name: [u.roomNumber, u.code].filter(Boolean).join(" "),
            }))}
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
                  variables={{ id, version: line.version }}
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
        )
      }
    </EditPage>
  );
}
