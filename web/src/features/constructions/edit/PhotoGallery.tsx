import {
  Button,
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Text,
  tokens,
} from "@fluentui/react-components";
import { Camera20Regular, Delete20Regular } from "@fluentui/react-icons";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { AttachmentImage } from "@/shared/files/AttachmentImage";
import { photoProblem } from "@/shared/files/image-upload";
import { shrinkPhoto } from "@/shared/files/shrink-photo";
import type { UploadProgress } from "@/shared/files/upload-progress";
import { formatDateTime } from "@/shared/format";
import { ConfirmDialog } from "@/shared/mutation/ConfirmDialog";

export interface PhotoRow {
  id: string;
  fileName: string;
  createdAt: string;
  createdBy?: { name: string } | null;
}

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM, minWidth: 0 },
  grid: {
    listStyle: "none",
    margin: 0,
    padding: 0,
    display: "grid",
    // Two across on a phone, more on a desk.
    gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 150px), 1fr))",
    gap: tokens.spacingHorizontalM,
  },
  photo: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS, minWidth: 0 },
  name: { overflowWrap: "anywhere" },
  quiet: { color: tokens.colorNeutralForeground3 },
  // The real input stays in the page for the label and the keyboard, but out of sight.
  hidden: {
    position: "absolute",
    width: "1px",
    height: "1px",
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
  },
});

/**
 * The construction's photos as thumbnails; with `onUpload`, 写真を追加 takes several from the
 * phone's camera or its library (each ≤ 7 MB, shown as they are sent), and 削除 asks first.
 */
/** The whole batch's progress in whole percent. */
const percent = (p: { done: number; total: number; current: number }) =>
  p.total ? Math.floor(((p.done + p.current) / p.total) * 100) : 0;

export function PhotoGallery({
  photos,
  onUpload,
  onDelete,
}: {
  photos: readonly PhotoRow[];
  /** Sends one photo; true when it was stored. Without it the gallery is read-only. */
  onUpload?: (file: File, onProgress: UploadProgress) => Promise<boolean>;
  onDelete?: (photo: PhotoRow) => void;
}) {
  const styles = useStyles();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  /** Photos sent of those chosen, and how far the current one's bytes have got (0–1). */
  const [progress, setProgress] = useState<{
    done: number;
    total: number;
    current: number;
  } | null>(null);
  const [deleting, setDeleting] = useState<PhotoRow | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same photo chosen again must fire a change too.
    event.target.value = "";
    if (!onUpload || files.length === 0) return;
    const images = files.filter((f) => f.type.startsWith("image/"));
    const refused = files.filter((f) => !images.includes(f)).map((f) => photoProblem(f)!);
    setProblems(refused);
    setProgress({ done: 0, total: images.length, current: 0 });
    for (const [i, file] of images.entries()) {
      // Shrunk first (long side 1,600 px, JPEG, upright): the size limit judges what is sent.
      const photo = await shrinkPhoto(file);
      const problem = photoProblem(photo);
      if (problem) setProblems((p) => [...p, problem]);
      else
        await onUpload(photo, (sent, size) =>
          setProgress({ done: i, total: images.length, current: size ? sent / size : 0 }),
        );
      setProgress({ done: i + 1, total: images.length, current: 0 });
    }
    setProgress(null);
  };

  return (
    <div className={styles.stack}>
      {onUpload ? (
        <div>
          <input
            ref={input}
            id={inputId}
            className={styles.hidden}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            tabIndex={-1}
            aria-label="写真ファイル"
            onChange={(e) => void choose(e)}
          />
          <Button
            icon={<Camera20Regular />}
            disabled={progress !== null}
            onClick={() => input.current?.click()}
          >
            写真を追加
          </Button>
        </div>
      ) : null}
      {progress ? (
        <div role="status">
          <Text>{`写真を送信中…（${progress.done}/${progress.total}、${percent(progress)}%）`}</Text>
          <ProgressBar
            aria-label="写真の送信"
            value={progress.total ? (progress.done + progress.current) / progress.total : 0}
          />
        </div>
      ) : null}
      {problems.length ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            {problems.map((p) => (
              <div key={p}>{p}</div>
            ))}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {photos.length === 0 ? (
        <Text role="status" className={styles.quiet}>
          写真はまだありません
        </Text>
      ) : (
        <ul className={styles.grid} aria-label="写真">
          {photos.map((p) => (
            <li key={p.id} className={styles.photo}>
              <AttachmentImage id={p.id} alt={p.fileName} />
              <Caption1 className={styles.name}>{p.fileName}</Caption1>
              <Caption1 className={styles.quiet}>
                {[formatDateTime(p.createdAt), p.createdBy?.name].filter(Boolean).join(" ")}
              </Caption1>
              {onDelete ? (
                <Button
                  icon={<Delete20Regular />}
                  aria-label={`${p.fileName}を削除`}
                  onClick={() => setDeleting(p)}
                >
                  削除
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="写真の削除"
        confirmLabel="削除"
        danger
        onConfirm={() => {
          const photo = deleting;
          setDeleting(null);
          if (photo) onDelete?.(photo);
        }}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? `${deleting.fileName} を削除します。よろしいですか？` : ""}
      </ConfirmDialog>
    </div>
  );
}
