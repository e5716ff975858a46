import { useState } from "react";

/**
 * The version each row's last save answered: a delete or save right after a save must not send the
 * version read before it (the list is read again, but that takes a moment).
 */
export function useSavedVersions() {
  const [saved, setSaved] = useState<Readonly<Record<string, number>>>({});
  const versionOf = (row: { id: string; version: number }) =>
    Math.max(row.version, saved[row.id] ?? 0);
  const remember = (id: string, version: number | undefined) => {
    if (version) setSaved((v) => ({ ...v, [id]: version }));
  };
  return { versionOf, remember };
}
