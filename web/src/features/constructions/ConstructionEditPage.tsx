import { Button, makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import {
  Add20Regular,
  DataHistogram20Regular,
  WrenchScrewdriver24Regular,
} from "@fluentui/react-icons";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { useSession } from "../../shared/session";
import { isQueuedOffline } from "../../shared/mutation/queued-offline";
import { UPLOAD_PROGRESS, type UploadProgress } from "../../shared/files/upload-progress";
import { graphql } from "../../gql";
import { fileVariable, UPLOAD_CONTEXT } from "../../shared/files/upload";
import { jstIsoDate } from "../../shared/form/normalize";
import { labelWithCode } from "../../shared/format";
import { HistoryPanel } from "../../shared/history/HistoryPanel";
import { useRecordHistory } from "../../shared/history/useRecordHistory";
import { useMutationAction } from "../../shared/mutation/useMutationAction";
import { LiveUpdateBar } from "../../shared/live/LiveUpdateBar";
import { useLiveChanges } from "../../shared/live/useLiveChanges";
import { Page } from "../../shared/page";
import { RecordPending } from "../../shared/record/RecordPending";
import { Section } from "../../shared/record/Section";
import { useRecordQuery } from "../../shared/record/useRecordQuery";
import type { RouteParams } from "../../shared/routing";
import { completionBlockers, earlyWorkWarning } from "./edit/completion";
import { ConstructionFacts } from "./edit/ConstructionFacts";
import { entryItemsOf } from "./edit/entry-items";
import type { EntryFormOutput } from "./edit/entry-form";
import { EntryForm } from "./edit/EntryForm";
import { EntryList } from "./edit/EntryList";
import { LineCodeList } from "./edit/LineCodeList";
import { PhotoGallery } from "./edit/PhotoGallery";
import { ResultNotesForm } from "./edit/ResultNotesForm";
import { StatusActions } from "./edit/StatusActions";
import { CONSTRUCTIONS_PATH, measurementEditPath } from "./paths";
import { ConstructionChangedSubscription } from "./live";

export const ConstructionEditPageQuery = graphql(`
  query ConstructionEditPage($id: ID!) {
    construction(id: $id) {
      id
      code
      version
      status
      workType
      scheduledDate
      allowedStatuses
      can {
        start
        complete
        postpone
        cancel
      }
      resultNotes
      ...ConstructionEditFacts_Construction
      entries {
        id
        version
        item
        removedDeviceModelId
        removedDeviceModel {
          id
          name
        }
        removedSerial
        installedDeviceModelId
        installedDeviceModel {
          id
          name
        }
        installedSerial
        quantity
        notes
      }
      measurements {
        id
        point
        wavelengthNm
        powerDbm
        passed
        judgement
      }
      expectedReadings {
        point
        wavelengthNm
      }
      lineCodes {
        id
        lineCode
        status
        lineKind
        cableType
        poleNumber
      }
      attachments {
        id
        kind
        fileName
        version
        createdAt
        createdBy {
          id
          name
        }
      }
    }
    deviceModels: masterList(kind: DEVICE_MODELS) {
      id
      name
      deviceLineType
    }
  }
`);

const ConstructionEditUpdateMutation = graphql(`
  mutation ConstructionEditUpdate($id: ID!, $input: UpdateConstructionInput!) {
    updateConstruction(id: $id, input: $input) {
      id
      version
      status
      statusLabel
      resultNotes
      overrideReason
    }
  }
`);

const ConstructionEditEntryCreateMutation = graphql(`
  mutation ConstructionEditEntryCreate($input: CreateConstructionEntryInput!) {
    createConstructionEntry(input: $input) {
      id
    }
  }
`);

const ConstructionEditEntryUpdateMutation = graphql(`
  mutation ConstructionEditEntryUpdate($id: ID!, $input: UpdateConstructionEntryInput!) {
    updateConstructionEntry(id: $id, input: $input) {
      id
      version
    }
  }
`);

const ConstructionEditEntryDeleteMutation = graphql(`
  mutation ConstructionEditEntryDelete($id: ID!, $version: Int!) {
    deleteConstructionEntry(id: $id, version: $version)
  }
`);

const ConstructionEditPhotoCreateMutation = graphql(`
  mutation ConstructionEditPhotoCreate($input: CreateAttachmentInput!) {
    createAttachment(input: $input) {
      id
    }
  }
`);

const ConstructionEditPhotoDeleteMutation = graphql(`
  mutation ConstructionEditPhotoDelete($id: ID!, $version: Int!) {
    deleteAttachment(id: $id, version: $version)
  }
`);

/** Work type 4 引込線撤去: its page lists the drop lines even before any is linked. */
const DROP_LINE_REMOVAL = 4;

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXL, minWidth: 0 },
  card: {
    maxWidth: "880px",
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalL,
    "@media (max-width: 800px)": { padding: tokens.spacingHorizontalL },
  },
  entries: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL },
  // On a phone the form keeps its width for the fields, not for the card's padding.
  narrowGrids: {
    "@media (max-width: 800px)": {
      "& form": { paddingLeft: tokens.spacingHorizontalL, paddingRight: tokens.spacingHorizontalL },
    },
  },
});

/**
 * /constructions/{id} 工事編集: what the construction is about, its status changes (施工開始, 延期,
 * 中止, 完了 with the blocking readings), the result notes, the work items, the drop lines it
 * removes, the photos from site, and its history. Used on a phone as much as at a desk.
 */
export function ConstructionEditPage({ params }: { params: RouteParams }) {
  const id = params.id ?? "";
  const styles = useStyles();
  const [, navigate] = useLocation();
  const role = useSession().user?.role;
  const canEdit = role?.constructionEdit ?? false;
  const history = useRecordHistory("CONSTRUCTION", id);
  // "new", an entry's id, or nothing: at most one entry form is open.
  const [editingEntry, setEditingEntry] = useState<string | null>(null);
  const { data, missing, reload } = useRecordQuery(ConstructionEditPageQuery, { id });
  const live = useLiveChanges({
    subscription: ConstructionChangedSubscription,
    variables: { ids: [id] },
    reload,
  });
  const update = useMutationAction(ConstructionEditUpdateMutation, { action: "update" });
  const createEntry = useMutationAction(ConstructionEditEntryCreateMutation, { action: "create" });
  const updateEntry = useMutationAction(ConstructionEditEntryUpdateMutation, { action: "update" });
  const deleteEntry = useMutationAction(ConstructionEditEntryDeleteMutation, { action: "delete" });
  const createPhoto = useMutationAction(ConstructionEditPhotoCreateMutation, { action: "create" });
  const deletePhoto = useMutationAction(ConstructionEditPhotoDeleteMutation, { action: "delete" });

  const construction = data?.construction;
  if (!construction) {
    return (
      <RecordPending
        title="工事編集"
        missing={missing}
        icon={<WrenchScrewdriver24Regular />}
        missingTitle="該当する工事が見つかりません"
        backHref={CONSTRUCTIONS_PATH}
        backLabel="工事確認一覧へ戻る"
      />
    );
  }

  const c = construction;
  const blockers = completionBlockers(c);
  const items = entryItemsOf(c.workType);
  const photos = (c.attachments ?? []).filter((a) => a.kind === "photo");

  const changeStatus = async (status: number, overrideReason?: string) => {
    const outcome = await update({
      id,
      input: { status, version: c.version, ...(overrideReason ? { overrideReason } : {}) },
    });
    if (outcome.ok) reload();
    return outcome.ok;
  };

  const saveEntry = async (input: EntryFormOutput) => {
    const existing = c.entries.find((e) => e.id === editingEntry);
    const outcome = existing
      ? await updateEntry({ id: existing.id, input: { ...input, version: existing.version } })
      : await createEntry({ input: { ...input, constructionId: id } });
    // Kept in the offline queue counts as done here: the form closes for the next entry.
    if (outcome.ok || isQueuedOffline(outcome.error)) {
      setEditingEntry(null);
      reload();
    }
    return outcome;
  };
  const editing = c.entries.find((e) => e.id === editingEntry) ?? null;
  const entryForm = editingEntry ? (
    <EntryForm
      key={editingEntry}
      entry={editing}
      items={items}
      models={data.deviceModels}
      onSubmit={saveEntry}
      onCancel={() => setEditingEntry(null)}
      onReload={reload}
    />
  ) : null;

  const uploadPhoto = async (file: File, onProgress: UploadProgress) => {
    const outcome = await createPhoto(
      {
        input: {
          ownerType: "construction",
          ownerId: id,
          kind: "photo",
          fileName: file.name,
          // The API stores the type the bytes are; this is only what the phone said.
          mimeType: file.type || "application/octet-stream",
          contentBase64: fileVariable(file),
        },
      },
      { ...UPLOAD_CONTEXT, [UPLOAD_PROGRESS]: onProgress },
    );
    if (outcome.ok) reload();
    return outcome.ok;
  };

  return (
    <Page title={labelWithCode("工事編集", "CN", id)} touch>
      <LiveUpdateBar live={live} />
      <div className={mergeClasses(styles.stack, styles.narrowGrids)}>
        <section className={styles.card} aria-label="工事情報">
          <ConstructionFacts construction={c} links={role?.matterRead ?? false} />
          <StatusActions
            can={c.can}
            allowedStatuses={c.allowedStatuses}
            blockers={blockers}
            early={earlyWorkWarning(c.scheduledDate, jstIsoDate())}
            onChange={changeStatus}
          />
        </section>
        {canEdit ? (
          <ResultNotesForm
            // A new version (after saving or 再読み込み) starts the form afresh from the server's values.
            key={c.version}
            resultNotes={c.resultNotes}
            onSubmit={(output) => update({ id, input: { ...output, version: c.version } })}
            onCancel={() => navigate(CONSTRUCTIONS_PATH)}
            onReload={reload}
          />
        ) : null}
        <Section
          title={`測定（${c.measurements.length}件）`}
          actions={
            <Link href={measurementEditPath(id)} asChild>
              <Button as="a" icon={<DataHistogram20Regular />}>
                測定値編集
              </Button>
            </Link>
          }
        >
          {blockers.length ? (
            <ul aria-label="完了の条件を満たしていない測定">
              {blockers.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          ) : (
            <span role="status">
              {c.measurements.length ? "すべての測定が合格しています" : "測定の対象はありません"}
            </span>
          )}
        </Section>
        <Section
          title={`工事明細（${c.entries.length}件）`}
          actions={
            canEdit && editingEntry === null && items.length ? (
              <Button icon={<Add20Regular />} onClick={() => setEditingEntry("new")}>
                明細を追加
              </Button>
            ) : null
          }
        >
          <div className={styles.entries}>
            {editingEntry === "new" ? entryForm : null}
            <EntryList
              entries={c.entries}
              editing={editingEntry}
              form={entryForm}
              onEdit={canEdit && editingEntry === null ? (e) => setEditingEntry(e.id) : undefined}
              onDelete={
                canEdit && editingEntry === null
                  ? (e) => {
                      const version = c.entries.find((x) => x.id === e.id)?.version ?? 0;
                      void deleteEntry({ id: e.id, version }).then((o) => o.ok && reload());
                    }
                  : undefined
              }
            />
          </div>
        </Section>
        {c.lineCodes.length || c.workType === DROP_LINE_REMOVAL ? (
          <Section title={`撤去する引込線（${c.lineCodes.length}件）`}>
            <LineCodeList lineCodes={c.lineCodes} />
          </Section>
        ) : null}
        <Section title={`写真（${photos.length}件）`}>
          <PhotoGallery
            photos={photos}
            onUpload={canEdit ? uploadPhoto : undefined}
            onDelete={
              canEdit
                ? (p) => {
                    const version = photos.find((x) => x.id === p.id)?.version ?? 0;
                    void deletePhoto({ id: p.id, version }).then((o) => o.ok && reload());
                  }
                : undefined
            }
          />
        </Section>
        <HistoryPanel {...history} />
      </div>
    </Page>
  );
}
