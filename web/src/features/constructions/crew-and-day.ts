import { formatDate } from "@/shared/format";

// How a construction's team and day read wherever it is shown (its facts, 工事指示, a matter's
// constructions, the crew's jobs): each screen adds its own word for "none yet".

/** 「協力会社 / 班」, or "" when it was never dispatched. */
export const crewOf = (c: {
  associateCompany?: { name: string } | null;
  team?: { name: string } | null;
}): string => [c.associateCompany?.name, c.team?.name].filter(Boolean).join(" / ");

/** 「2026/12/01 午前」, or "" when no day is booked. */
export const dayOf = (c: { scheduledDate?: string | null; slot?: string | null }): string =>
  [formatDate(c.scheduledDate), c.slot].filter(Boolean).join(" ");
