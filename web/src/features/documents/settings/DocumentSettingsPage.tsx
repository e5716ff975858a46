import { makeStyles, tokens } from "@fluentui/react-components";
import { DocumentPdf24Regular } from "@fluentui/react-icons";
import { useState } from "react";
import { useLocation } from "wouter";
import { useSession } from "@/shared/session";
import { getFragmentData, type FragmentType } from "@/gql";
import { labelWithCode } from "@/shared/format";
import { useMutationAction } from "@/shared/mutation/useMutationAction";
import { Page } from "@/shared/page";
import { RecordPending } from "@/shared/record/RecordPending";
import { Section } from "@/shared/record/Section";
import { useRecordQuery } from "@/shared/record/useRecordQuery";
import type { RouteParams } from "@/shared/routing";
import { NEGOTIATIONS_PATH, negotiationEditPath } from "../../negotiations/paths";
import { GeneratedFiles } from "./GeneratedFiles";
import type { SettingsPageKind } from "./kinds";
import type { DocumentSettingsPage_GeneratedFileFragment } from "./queries";
import {
  DocumentSettingsPage_SettingsFragment,
  DocumentSettingsPageGenerateMutation,
  DocumentSettingsPageQuery,
  DocumentSettingsPageSaveMutation,
} from "./queries";
import { initialTypes, type SettingsInput } from "./settings-form";
import { SettingsEditor } from "./SettingsEditor";
import { savedFact, SettingsFacts } from "./SettingsFacts";

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXL, minWidth: 0 },
});

type GeneratedFile = FragmentType<typeof DocumentSettingsPage_GeneratedFileFragment>;

/**
 * /negotiations/document/{contract|request|removal}/{id}: what the page's documents print for the
 * negotiation (saved per page), a live preview of one of them, and 帳票を作成 that stores the
 * checked ones as the negotiation's files and lists them for download at once.
 */
export function DocumentSettingsPage({
  page,
  params,
}: {
  page: SettingsPageKind;
  params: RouteParams;
}) {
  const negotiationId = params.id ?? "";
  const { kind } = page;
  const styles = useStyles();
  const [, navigate] = useLocation();
  const canEdit = useSession().user?.role.negotiationEdit ?? false;
  const { data, missing, reload } = useRecordQuery(DocumentSettingsPageQuery, {
    negotiationId,
    kind,
  });
  const save = useMutationAction(DocumentSettingsPageSaveMutation, { action: "update" });
  const generate = useMutationAction(DocumentSettingsPageGenerateMutation, {
    action: "create",
    successMessage: (d) => `${d.generateDocuments.length}件の帳票を作成しました。`,
  });
  // The choice and the files made outlive the form, which starts afresh with every saved version.
  const [checked, setChecked] = useState<number[] | null>(null);
  const [generating, setGenerating] = useState(false);
  const [files, setFiles] = useState<readonly GeneratedFile[]>([]);

  const settings = getFragmentData(DocumentSettingsPage_SettingsFragment, data?.documentSettings);
  if (!settings || !data?.negotiation) {
    return (
      <RecordPending
        title={page.title}
        missing={missing}
        icon={<DocumentPdf24Regular />}
        missingTitle="該当する交渉が見つかりません"
        backHref={NEGOTIATIONS_PATH}
        backLabel="交渉一覧へ戻る"
      />
    );
  }

  const offered = settings.documentTypes.map((t) => t.type);
  const types = checked ?? initialTypes(offered, settings.lastTypes, settings.defaultTypes);

  const onSave = (values: SettingsInput) =>
    save({ input: { negotiationId, kind, version: settings.version, settings: values } });
  const onGenerate = async () => {
    setGenerating(true);
    try {
      const outcome = await generate({ input: { negotiationId, kind, documentTypes: types } });
      if (outcome.ok && outcome.data) setFiles(outcome.data.generateDocuments);
      return outcome;
    } finally {
      setGenerating(false);
    }
  };

  return (
    <Page title={labelWithCode(page.title, "NE", negotiationId)}>
      <div className={styles.stack}>
        <SettingsEditor
          // A new version (saved here, or 再読み込み after a conflict) starts the form from it.
          key={settings.version}
          negotiationId={negotiationId}
          title={page.title}
          settings={settings}
          documentTypes={settings.documentTypes}
          canEdit={canEdit}
          header={<SettingsFacts negotiation={data.negotiation} saved={savedFact(settings)} />}
          checked={types}
          onCheckedChange={setChecked}
          generating={generating}
          onSave={onSave}
          onGenerate={onGenerate}
          onCancel={() => navigate(negotiationEditPath(negotiationId))}
          onReload={reload}
        />
        {files.length > 0 ? (
          <Section title={`作成した帳票（${files.length}件）`}>
            <GeneratedFiles files={files} />
          </Section>
        ) : null}
      </div>
    </Page>
  );
}
