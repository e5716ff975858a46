import { LockClosed24Regular } from "@fluentui/react-icons";
import { useMutation, useQuery } from "urql";
import { useSession } from "../../shared/session";
import { graphql } from "../../gql";
import { displayCode } from "../../shared/format";
import { CsvImport, type ImportRun } from "../../shared/import/CsvImport";
import { asUpload } from "../../shared/import/content";
import { UPLOAD_CONTEXT } from "../../shared/files/upload";
import { ImportSummary } from "../../shared/import/ImportSummary";
import { TemplateMenu } from "../../shared/import/TemplateMenu";
import { EmptyState, Page } from "../../shared/page";
import { ClientValues } from "./import/ClientValues";
import { TARGET_IMPORT_COLUMNS, TARGET_TEMPLATE_FILE_NAME } from "./import/columns";
import { targetEditPath, TARGETS_PATH } from "./paths";

const TargetImportClientsQuery = graphql(`
  query TargetImportClients {
    clients: masterList(kind: CLIENTS) {
      id
      name
    }
  }
`);

const ImportTargetsMutation = graphql(`
  mutation ImportTargets(
    $content: String!
    $contentEncoding: FileContentEncoding
    $dryRun: Boolean
  ) {
    importTargets(content: $content, contentEncoding: $contentEncoding, dryRun: $dryRun) {
      dryRun
      total
      valid
      created
      errors {
        row
        field
        message
      }
      targetIds
    }
  }
`);

// The shell's message (shell/RouteView.tsx FORBIDDEN_MESSAGE; importing it would be a cycle). The
// route has no `permissions` of its own, so the page says it to users without targetEdit.
const FORBIDDEN_MESSAGE = "この画面を表示する権限がありません";

const UNKNOWN_OUTCOME =
  "サーバーの応答が時間内にありませんでした。取込が完了している可能性があります。二重登録を避けるため、対象物件一覧で登録状況を確認してから、必要な場合のみ再度「検証」「取込」を行ってください。";

/** How many imported targets the summary links to one by one. */
const FIRST_LINKS = 5;
/** The target list, newest first: the imported targets on top. */
const NEWEST_TARGETS = `${TARGETS_PATH}?order=DESC`;

/** /targets/create/import (ファイル取込) */
export function TargetImportPage() {
  const { user } = useSession();
  if (!user?.role.targetEdit) {
    return (
      <Page title="対象物件ファイル取込">
        <EmptyState icon={<LockClosed24Regular />} title={FORBIDDEN_MESSAGE}>
          ファイル取込には対象物件の編集権限が必要です。管理者にお問い合わせください。
        </EmptyState>
      </Page>
    );
  }
  return <TargetImport />;
}

function TargetImport() {
  const [, execute] = useMutation(ImportTargetsMutation);
  const [{ data: masters }] = useQuery({ query: TargetImportClientsQuery });
  const run: ImportRun = async (variables) => {
    const result = await execute(asUpload(variables), {
      requestPolicy: "network-only",
      ...UPLOAD_CONTEXT,
    });
    const answer = result.data?.importTargets;
    return {
      error: result.error,
      answer: answer && { ...answer, ids: answer.targetIds },
    };
  };
  const nameIndex = (header: readonly string[]) =>
    header.findIndex((h) => TARGET_IMPORT_COLUMNS.headerField(h) === "name");

  return (
    <Page
      title="対象物件ファイル取込"
      actions={
        <TemplateMenu columns={TARGET_IMPORT_COLUMNS.list} fileName={TARGET_TEMPLATE_FILE_NAME} />
      }
    >
      <CsvImport
        columns={TARGET_IMPORT_COLUMNS}
        run={run}
        confirmText={(rows) =>
          `${rows.toLocaleString("ja-JP")}件の対象物件を登録します。よろしいですか？`
        }
        doneText={(answer) => `${answer.created.toLocaleString("ja-JP")}件を登録しました。`}
        uncertainText={UNKNOWN_OUTCOME}
        summary={(answer, table) => (
          <ImportSummary
            title={`${answer.created.toLocaleString("ja-JP")}件を登録しました`}
            firstLabel="登録した対象物件（先頭）"
            first={answer.ids.slice(0, FIRST_LINKS).map((id, i) => ({
              href: targetEditPath(id),
              label: `${displayCode("TA", id)} ${table.rows[i]?.[nameIndex(table.header)] ?? ""}`,
            }))}
            list={{ href: NEWEST_TARGETS, label: "登録した対象物件を一覧で見る（新しい順）" }}
          />
        )}
      />
      {masters ? <ClientValues clients={masters.clients} /> : null}
    </Page>
  );
}
