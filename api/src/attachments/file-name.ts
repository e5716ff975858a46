// File names as users give them end up in Content-Disposition, in the download list and as ZIP
// entry names on someone else's disk. A right-to-left override makes 請求書\u202Efdp.exe read as
// 請求書exe.pdf; CR/LF and BEL break logs and unzip tools; Windows refuses (or worse, maps to a
// device) `C:x`, `a:b`, `CON.txt` and names ending in a dot or space (#36).

/**
 * C0 and C1 controls (CR, LF, BEL, NUL, DEL …) and the bidirectional formatting characters:
 * embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, marks U+200E/U+200F.
 */
export const UNSAFE_NAME_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export const UNSAFE_FILE_NAME_MESSAGE =
  "ファイル名に使用できない文字（制御文字・文字の向きを変える文字）が含まれています";

/** True when a file name may be stored as it is. */
export const isSafeFileName = (name: string) => !UNSAFE_NAME_CHARACTERS.test(name);

const UNSAFE_NAME_CHARACTERS_ALL = new RegExp(UNSAFE_NAME_CHARACTERS.source, "gu");
// Characters Windows does not allow in a name, and the path separators of every system.
const WINDOWS_FORBIDDEN = /[\\/:*?"<>|]/g;
// Device names Windows reserves, whatever the extension: `CON.txt` opens the console.
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])$/i;

/**
 * A name every unzip tool on every system writes as one file in the folder it unpacks into:
 * no separators or drive prefixes, none of Windows's forbidden characters, no controls or
 * direction overrides (rows stored before they were refused), no reserved device name, no
 * leading dot (hidden, or `..`) and no trailing dot or space (Windows drops them).
 */
export function safeEntryName(raw: string): string {
  let name = raw
    .replace(UNSAFE_NAME_CHARACTERS_ALL, "_")
    .replace(WINDOWS_FORBIDDEN, "_")
    .replace(/^\.+/, "_")
    .replace(/[. ]+$/, "");
  const dot = name.indexOf(".");
  const stem = dot < 0 ? name : name.slice(0, dot);
  if (WINDOWS_RESERVED.test(stem.trim())) name = `_${name}`;
  // Windows' path limit is 260 characters for the whole path: keep the name well inside it.
  if ([...name].length > 200)
    name = [...name]
      .slice(0, 200)
      .join("")
      .replace(/[. ]+$/, "");
  return name || "file";
}
