import { PlugDisconnected24Regular } from "@fluentui/react-icons";
import { useLocation } from "wouter";
import { getFragmentData, graphql } from "@/gql";
import { useRecordHistory } from "@/shared/history/useRecordHistory";
import { useMutationAction } from "@/shared/mutation/useMutationAction";
import { EditPage } from "@/shared/record/EditPage";
import { useRecordQuery } from "@/shared/record/useRecordQuery";
import type { RouteParams } from "@/shared/routing";
import { RunHistory } from "./detail/RunHistory";
import { sourceFormValues } from "./detail/source-form";
import { SourceForm } from "./detail/SourceForm";
import { TryRunSection } from "./detail/TryRunSection";
import { useFieldCatalogue } from "./detail/useFieldCatalogue";
import { EXTERNAL_SOURCES_PATH } from "./paths";

/** What the settings form starts from; a save answers it so the form starts again from the saved values. */
const SettingsFragment = graphql(`
  fragment ExternalSourceDetailPage_Settings on ExternalSource {
    id
    name
    kind
    url
    encoding
    targetEntity
    columnMapping {
      sourceColumn
      field
    }
    keyField
    enabled
    notes
    hasAuthHeader
  }
`);

const ExternalSourceDetailPageQuery = graphql(`
  query ExternalSourceDetailPage($id: ID!) {
    externalSource(id: $id) {
      id
      version
      ...ExternalSourceDetailPage_Settings
      details {
        id
        ...ExternalSourceRun_Run
      }
    }
  }
`);

const UpdateMutation = graphql(`
  mutation ExternalSourceDetailPageUpdate($id: ID!, $input: UpdateExternalSourceInput!) {
    updateExternalSource(id: $id, input: $input) {
      id
      version
      ...ExternalSourceDetailPage_Settings
    }
  }
`);

/**
 * /external-sources/details/{id} 外部連携詳細: the settings with the column mapping, a dry run on a
 * sample and a run now, the runs with their row errors, and the audit history.
 */
export function ExternalSourceDetailPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const [, navigate] = useLocation();
  const history = useRecordHistory("EXTERNAL_SOURCE", id);
  const { data, missing, reload } = useRecordQuery(ExternalSourceDetailPageQuery, { id });
  // Stays on the page: the person usually tries the new settings next.
  const update = useMutationAction(UpdateMutation, { action: "update" });
  const source = data?.externalSource;
  const settings = source && getFragmentData(SettingsFragment, source);
  const catalogue = useFieldCatalogue(settings?.targetEntity ?? "");

  return (
    <EditPage
      record={source && settings ? { source, settings } : undefined}
      missing={missing}
      pending={{
        title: "外部連携詳細",
        icon: <PlugDisconnected24Regular />,
        missingTitle: "該当する外部連携が見つかりません",
        backHref: EXTERNAL_SOURCES_PATH,
        backLabel: "外部連携一覧へ戻る",
      }}
      title={({ settings }) => `外部連携詳細：${settings.name}`}
      history={history}
    >
      {({ source, settings }) => (
        <>
          <SourceForm
            // A new version (after saving or 再読み込み) starts the form afresh from the server's values.
            key={source.version}
            values={sourceFormValues(settings)}
            onSubmit={(input) => update({ id, input: { ...input, version: source.version } })}
            onCancel={() => navigate(EXTERNAL_SOURCES_PATH)}
            onReload={reload}
          />
          <TryRunSection source={settings} catalogue={catalogue} />
          <RunHistory
            runs={source.details}
            fieldLabels={Object.fromEntries(catalogue.map((f) => [f.field, f.label]))}
          />
        </>
      )}
    </EditPage>
  );
}
