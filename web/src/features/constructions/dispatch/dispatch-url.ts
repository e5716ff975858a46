import { dateParam, idParam } from "@/shared/list/list-params";
import { visibleWeek } from "./week";

// 工事指示's URL state: the company whose teams are shown and the week (its Monday), so a reload
// or a shared link opens the same calendar (`?company=3&week=2026-11-30`).

export interface CalendarState {
  /** Chosen partner company; none: the construction's, else the first. */
  company?: number;
  /** The Monday of the week shown, never before this week. */
  week: string;
}

const company = idParam();
const day = dateParam();

export function parseCalendarState(search: string, today: string): CalendarState {
  const params = new URLSearchParams(search.replace(/^\?/, ""));
  const id = company.parse(params.getAll("company"));
  return {
    ...(id ? { company: id } : {}),
    week: visibleWeek(day.parse(params.getAll("week")), today),
  };
}

/** The query string of a calendar state; this week is left out (the default). */
export function calendarSearch(state: CalendarState, today: string): string {
  const params = new URLSearchParams();
  if (state.company) params.set("company", String(state.company));
  if (state.week !== visibleWeek(undefined, today)) params.set("week", state.week);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The company to show: the asked one if it exists, else the construction's, else the first. */
export function chosenCompany(
  asked: number | undefined,
  own: number | null | undefined,
  companies: readonly { id: number }[],
): number | undefined {
  const exists = (id: number | null | undefined) =>
    id != null && companies.some((c) => c.id === id) ? id : undefined;
  return exists(asked) ?? exists(own) ?? companies[0]?.id;
}
