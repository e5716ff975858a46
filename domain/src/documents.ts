// The documents' rules shared by the API (what the PDFs print) and the settings pages (what the
// form shows before anything is printed).

/** The honorifics a Japanese addressee ends with: 様 for a person, 御中 for a company or office. */
export const HONORIFICS = ["様", "御中"] as const;
export type Honorific = (typeof HONORIFICS)[number];

/** Spaces of either width (and other blanks) between a name and its honorific. */
const BLANKS = /[\s\u3000]+$/u;

/**
 * The addressee split into its name and its honorific: 「山田 太郎 様」, 「山田 太郎様」 and
 * 「山田 太郎 様\u3000様」 are all 山田 太郎 + 様; 「株式会社東都通信工業 御中」 is the company + 御中.
 * A name without one gets null (the document adds 様).
 */
export function splitHonorific(addressee: string): { name: string; honorific: Honorific | null } {
  let name = addressee.replace(BLANKS, "");
  let honorific: Honorific | null = null;
  for (;;) {
    const found = HONORIFICS.find((h) => name.endsWith(h) && name.length > h.length);
    if (!found) break;
    honorific ??= found;
    name = name.slice(0, -found.length).replace(BLANKS, "");
  }
  return { name: name.trim(), honorific };
}

/**
 * The addressee as the document prints it: the name and one honorific, a full-width space
 * between — the one typed (様 or 御中), else 様. 「山田 太郎 様」 prints 「山田 太郎\u3000様」, never
 * 「山田 太郎 様\u3000様」.
 */
export function printedAddressee(addressee: string): string {
  const { name, honorific } = splitHonorific(addressee);
  return `${name}\u3000${honorific ?? "様"}`;
}
