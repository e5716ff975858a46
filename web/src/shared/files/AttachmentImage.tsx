import { makeStyles, Spinner, Text, tokens } from "@fluentui/react-components";
import { ImageOff24Regular } from "@fluentui/react-icons";
import { useAttachmentObjectUrl } from "./useAttachmentObjectUrl";

const useStyles = makeStyles({
  frame: {
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    width: "100%",
    aspectRatio: "4 / 3",
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    overflow: "hidden",
    color: tokens.colorNeutralForeground3,
  },
  image: { width: "100%", height: "100%", objectFit: "cover" },
  failed: { display: "flex", flexDirection: "column", alignItems: "center", gap: "4px" },
});

/** A stored photo as a thumbnail (fills its box, 4:3), fetched with the session's token. */
export function AttachmentImage({ id, alt }: { id: string; alt: string }) {
  const styles = useStyles();
  const image = useAttachmentObjectUrl(id);
  return (
    <div className={styles.frame}>
      {image.state === "ready" ? (
        <img className={styles.image} src={image.url} alt={alt} />
      ) : image.state === "loading" ? (
        <Spinner size="small" aria-label={`${alt}を読み込み中`} />
      ) : (
        <span className={styles.failed} role="img" aria-label={`${alt}を表示できません`}>
          <ImageOff24Regular aria-hidden />
          <Text size={200}>表示できません</Text>
        </span>
      )}
    </div>
  );
}
