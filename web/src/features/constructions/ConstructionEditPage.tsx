import { Button, makeStyles, tokens } from "@fluentui/react-components";
import { Add20Regular, WrenchScrewdriver24Regular } from "@fluentui/react-icons";
import { useState } from "react";
import { useLocation } from "wouter";
import { labelWithCode } from "@/shared/format";
import { jstIsoDate } from "@/shared/form/normalize";
import { useRecordHistory } from "@/shared/history/useRecordHistory";
import { useLiveChanges } from "@/shared/live/useLiveChanges";
import { EditPage } from "@/shared/record/EditPage";
import { RecordCard } from "@/shared/record/RecordCard";
import { Section } from "@/shared/record/Section";
import { useRecordQuery } from "@/shared/record/useRecordQuery";
import type { RouteParams } from "@/shared/routing";
import { useSession } from "@/shared/session";
import { completionBlockers, earlyWorkWarning } from "./edit/completion";
import { ConstructionFacts } from "./edit/ConstructionFacts";
import { entryItemsOf } from "./edit/entry-items";
import { EntryForm } from "./edit/EntryForm";
import { EntryList } from "./edit/EntryList";
import { LineCodeList } from "./edit/LineCodeList";
import { MeasurementSummary } from "./edit/MeasurementSummary";
import { PhotoGallery } from "./edit/PhotoGallery";
import { ConstructionEditPageQuery } from "./edit/queries";
import { ResultNotesForm } from "./edit/ResultNotesForm";
import { StatusActions } from "./edit/StatusActions";
import { useConstructionWrites } from "./edit/useConstructionWrites";
import { ConstructionChangedSubscription } from "./live";
import { CONSTRUCTIONS_PATH, measurementEditPath } from "./paths";

/** Work type 4 引込線撤去: its page lists the drop lines even before any is linked. */
const DROP_LINE_REMOVAL = 4;

const useStyles = makeStyles({
  card: {
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
  const writes = useConstructionWrites(id, reload);

  return (
    <EditPage
      record={data?.construction}
      missing={missing}
      pending={{
        title: "工事編集",
        icon: <WrenchScrewdriver24Regular />,
        missingTitle: "該当する工事が見つかりません",
        backHref: CONSTRUCTIONS_PATH,
        backLabel: "工事確認一覧へ戻る",
      }}
      title={labelWithCode("工事編集", "CN", id)}
      touch
      live={live}
      className={styles.narrowGrids}
      history={history}
    >
      {(c) => {
        const blockers = completionBlockers(c);
        const items = entryItemsOf(c.workType);
        const photos = (c.attachments ?? []).filter((a) => a.kind === "photo");
        const idle = canEdit && editingEntry === null;
        const entryForm = editingEntry ? (
          <EntryForm
            key={editingEntry}
            entry={c.entries.find((e) => e.id === editingEntry) ?? null}
            items={items}
            models={data?.deviceModels ?? []}
            onSubmit={(input) =>
              writes.saveEntry(c, editingEntry, input, () => setEditingEntry(null))
            }
            onCancel={() => setEditingEntry(null)}
            onReload={reload}
          />
        ) : null;
        return (
          <>
            <RecordCard label="工事情報" className={styles.card}>
              <ConstructionFacts construction={c} links={role?.matterRead ?? false} />
              <StatusActions
                can={c.can}
                allowedStatuses={c.allowedStatuses}
                blockers={blockers}
                early={earlyWorkWarning(c.scheduledDate, jstIsoDate())}
                onChange={(status, reason) => writes.changeStatus(c, status, reason)}
              />
            </RecordCard>
            {canEdit ? (
              <ResultNotesForm
                // A new version (after saving or 再読み込み) starts the form afresh from the server's values.
                key={c.version}
                resultNotes={c.resultNotes}
                onSubmit={(output) => writes.saveNotes(c, output)}
                onCancel={() => navigate(CONSTRUCTIONS_PATH)}
                onReload={reload}
              />
            ) : null}
            <MeasurementSummary
              count={c.measurements.length}
              blockers={blockers}
              editHref={measurementEditPath(id)}
            />
            <Section
              title={`工事明細（${c.entries.length}件）`}
              actions={
                idle && items.length ? (
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
                  onEdit={idle ? (e) => setEditingEntry(e.id) : undefined}
                  onDelete={idle ? (e) => writes.removeEntry(c, e.id) : undefined}
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
                onUpload={canEdit ? writes.uploadPhoto : undefined}
                onDelete={canEdit ? (p) => writes.removePhoto(c, p.id) : undefined}
              />
            </Section>
          </>
        );
      }}
    </EditPage>
  );
}
