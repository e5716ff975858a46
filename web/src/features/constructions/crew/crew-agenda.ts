// A crew's day (工事担当's home): what to do today first, then what comes by day and slot, then
// what is late. Grouped in the browser from one list of its company's open constructions (the API
// scopes a 工事担当 to its company), so the sections always add up to that list.

/** 完了 and 中止: shown only when asked for. */
export const FINISHED_STATUSES = [5, 7] as const;
/** 指示待ち, 指示済, 日程確定, 施工中, 延期: the work still to be done. */
export const OPEN_STATUSES = [1, 2, 3, 4, 6] as const;

/** A slot's place in a day: the morning's work before the afternoon's, a whole day last. */
const SLOT_ORDER: Record<string, number> = { 午前: 0, 午後: 1, 終日: 2 };

export interface AgendaJob {
  id: string;
  status: number;
  scheduledDate?: string | null;
  slot?: string | null;
}

export interface Agenda<J extends AgendaJob> {
  today: J[];
  coming: J[];
  overdue: J[];
  /** Open work with no day booked yet (指示待ち, 指示済, 延期). */
  undated: J[];
  finished: J[];
}

const isFinished = (job: AgendaJob) =>
  (FINISHED_STATUSES as readonly number[]).includes(job.status);

const byDayAndSlot = (a: AgendaJob, b: AgendaJob) =>
  (a.scheduledDate ?? "").localeCompare(b.scheduledDate ?? "") ||
  (SLOT_ORDER[a.slot ?? ""] ?? 3) - (SLOT_ORDER[b.slot ?? ""] ?? 3) ||
  Number(a.id) - Number(b.id);

/** The jobs in the crew home's sections, each in the order it is worked (`today`: YYYY-MM-DD, JST). */
export function crewAgenda<J extends AgendaJob>(jobs: readonly J[], today: string): Agenda<J> {
  const agenda: Agenda<J> = { today: [], coming: [], overdue: [], undated: [], finished: [] };
  for (const job of [...jobs].sort(byDayAndSlot)) {
    const day = job.scheduledDate;
    if (isFinished(job)) agenda.finished.push(job);
    else if (!day) agenda.undated.push(job);
    else if (day === today) agenda.today.push(job);
    else if (day > today) agenda.coming.push(job);
    else agenda.overdue.push(job);
  }
  // The latest finished first: what was just done is what the crew looks for.
  agenda.finished.reverse();
  return agenda;
}

/**
 * A link that opens the place in the phone's map app (Google Maps' cross-platform URL: the app on
 * Android and iOS when installed, the web page otherwise): the coordinates when the target has
 * them, else its address.
 */
export function mapHref(target: {
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}): string | undefined {
  const { latitude, longitude, address } = target;
  const query =
    latitude != null && longitude != null ? `${latitude},${longitude}` : (address ?? "").trim();
  if (!query) return undefined;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
