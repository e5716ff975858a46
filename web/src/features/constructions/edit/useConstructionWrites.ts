import { fileVariable, UPLOAD_CONTEXT } from "@/shared/files/upload";
import { UPLOAD_PROGRESS, type UploadProgress } from "@/shared/files/upload-progress";
import { useMutationAction } from "@/shared/mutation/useMutationAction";
import { isQueuedOffline } from "@/shared/mutation/queued-offline";
import type { EntryFormOutput } from "./entry-form";
import {
  ConstructionEditEntryCreateMutation,
  ConstructionEditEntryDeleteMutation,
  ConstructionEditEntryUpdateMutation,
  ConstructionEditPhotoCreateMutation,
  ConstructionEditPhotoDeleteMutation,
  ConstructionEditUpdateMutation,
} from "./queries";

/** What the writes need of the construction as last read. */
interface Shown {
  version: number;
  entries: readonly { id: string; version: number }[];
  attachments?: readonly { id: string; version: number }[] | null;
}

/**
 * 工事編集's writes: the construction itself (status, result notes), its work items and its photos.
 * Each reads the construction again once done (`reload`): the page shows what the server has.
 */
export function useConstructionWrites(id: string, reload: () => void) {
  const update = useMutationAction(ConstructionEditUpdateMutation, { action: "update" });
  const createEntry = useMutationAction(ConstructionEditEntryCreateMutation, { action: "create" });
  const updateEntry = useMutationAction(ConstructionEditEntryUpdateMutation, { action: "update" });
  const deleteEntry = useMutationAction(ConstructionEditEntryDeleteMutation, { action: "delete" });
  const createPhoto = useMutationAction(ConstructionEditPhotoCreateMutation, { action: "create" });
  const deletePhoto = useMutationAction(ConstructionEditPhotoDeleteMutation, { action: "delete" });
  const versionOf = (rows: Shown["entries"] | null | undefined, rowId: string) =>
    rows?.find((x) => x.id === rowId)?.version ?? 0;

  return {
    /** 施工結果メモ (KitForm reads the outcome). */
    saveNotes: (c: Shown, input: { resultNotes: string | null }) =>
      update({ id, input: { ...input, version: c.version } }),

    changeStatus: async (c: Shown, status: number, overrideReason?: string) => {
      const outcome = await update({
        id,
        input: { status, version: c.version, ...(overrideReason ? { overrideReason } : {}) },
      });
      if (outcome.ok) reload();
      return outcome.ok;
    },

    /** A new work item, or `entryId`'s; `onDone` closes the form. */
    saveEntry: async (
      c: Shown,
      entryId: string | null,
      input: EntryFormOutput,
      onDone: () => void,
    ) => {
      const existing = c.entries.find((e) => e.id === entryId);
      const outcome = existing
        ? await updateEntry({ id: existing.id, input: { ...input, version: existing.version } })
        : await createEntry({ input: { ...input, constructionId: id } });
      // Kept in the offline queue counts as done here: the form closes for the next entry.
      if (outcome.ok || isQueuedOffline(outcome.error)) {
        onDone();
        reload();
      }
      return outcome;
    },

    removeEntry: (c: Shown, entryId: string) =>
      void deleteEntry({ id: entryId, version: versionOf(c.entries, entryId) }).then(
        (o) => o.ok && reload(),
      ),

    uploadPhoto: async (file: File, onProgress: UploadProgress) => {
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
    },

    removePhoto: (c: Shown, photoId: string) =>
      void deletePhoto({ id: photoId, version: versionOf(c.attachments, photoId) }).then(
        (o) => o.ok && reload(),
      ),
  };
}
