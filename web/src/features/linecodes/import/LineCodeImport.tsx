import { useMutation } from "urql";
import { graphql } from "@/gql";
import { CsvImport, type ImportRun } from "@/shared/import/CsvImport";
import { asUpload } from "@/shared/import/content";
import { UPLOAD_CONTEXT } from "@/shared/files/upload";
import { ImportSummary } from "@/shared/import/ImportSummary";
import { TemplateMenu } from "@/shared/import/TemplateMenu";
import { Section } from "@/shared/record/Section";
import { lineCodeEditPath, LINECODES_PATH } from "../paths";
import { LINE_CODE_IMPORT_COLUMNS, LINE_CODE_TEMPLATE_FILE_NAME } from "./line-code-columns";

const LineCodeImportMutation = graphql(`
  mutation LineCodeImport(
    $content: String!
    $contentEncoding: FileContentEncoding
    $dryRun: Boolean
  ) {
    importLineCodes(content: $content, contentEncoding: $contentEncoding, dryRun: $dryRun) {
      dryRun
      total
      valid
      created
      updated
      errors {
        row
        field
        message
      }
      lineCodeIds
    }
  }
`);

const UNKNOWN_OUTCOME =
  "サーバーの応答が時間内にありませんでした。取込が完了している可能性があります。引込線一覧で登録状況を確認してから、必要な場合のみ再度「検証」「取込」を行ってください。";

/** How many imported lines the summary links to one by one. */
const FIRST_LINKS = 5;
/** The list, last changed first: the imported lines on top. */
export const RECENTLY_CHANGED = `${LINECODES_PATH}?sort=UPDATED_AT&order=DESC`;

const count = (n: number) => n.toLocaleString("ja-JP");
const written = (created: number, updated = 0) =>
  `${count(created)}件を登録、${count(updated)}件を更新しました`;

/**
 * 「CSV取込」 of 引込線一覧: the operator's line register, upserted by 引込線コード, checked by a
 * dry run first and written all or nothing (the kit's import flow, as for targets).
 */
export function LineCodeImport() {
  const [, execute] = useMutation(LineCodeImportMutation);
  const run: ImportRun = async (variables) => {
    // The answer holds no LineCode: the list's query is told that lines changed.
    const result = await execute(asUpload(variables), {
      requestPolicy: "network-only",
      additionalTypenames: ["LineCode"],
      ...UPLOAD_CONTEXT,
    });
    const answer = result.data?.importLineCodes;
    return { error: result.error, answer: answer && { ...answer, ids: answer.lineCodeIds } };
  };
  const codeIndex = (header: readonly string[]) =>
    header.findIndex((h) => LINE_CODE_IMPORT_COLUMNS.headerField(h) === "lineCode");

  return (
    <Section
      title="CSV取込"
      actions={
        <TemplateMenu
          columns={LINE_CODE_IMPORT_COLUMNS.list}
          fileName={LINE_CODE_TEMPLATE_FILE_NAME}
        />
      }
    >
      <CsvImport
        columns={LINE_CODE_IMPORT_COLUMNS}
        run={run}
        headingLevel="h3"
        confirmText={(rows) =>
          `${count(rows)}件の引込線を登録・更新します（引込線コードが同じ行は更新）。よろしいですか？`
        }
        doneText={(answer) => `${written(answer.created, answer.updated)}。`}
        uncertainText={UNKNOWN_OUTCOME}
        summary={(answer, table) => (
          <ImportSummary
            title={written(answer.created, answer.updated)}
            firstLabel="取り込んだ引込線（先頭）"
            first={answer.ids.slice(0, FIRST_LINKS).map((id, i) => ({
              href: lineCodeEditPath(id),
              label: table.rows[i]?.[codeIndex(table.header)] ?? id,
            }))}
            list={{
              href: RECENTLY_CHANGED,
              label: "取り込んだ引込線を一覧で見る（更新の新しい順）",
            }}
          />
        )}
      />
    </Section>
  );
}
