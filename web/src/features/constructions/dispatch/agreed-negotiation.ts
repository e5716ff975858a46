import { CN } from "@cfx/domain/workflows";

// What 工事指示 tells about a construction besides its facts: the negotiation that led to it (the
// matter's latest one completed 合意) and why its date cannot be booked here, if so.

/** completeReason 1: the negotiation ended 合意 (completeReasonLabels). */
const AGREED = 1;

interface NegotiationLike {
  id: string;
  completeReason: number;
  completedAt?: string | null;
}

/** The matter's latest negotiation completed 合意 (by completion time, then id), if any. */
export function agreedNegotiation<N extends NegotiationLike>(
  negotiations: readonly N[],
): N | undefined {
  return negotiations
    .filter((n) => n.completeReason === AGREED)
    .sort(
      (a, b) =>
        (b.completedAt ?? "").localeCompare(a.completedAt ?? "") || Number(b.id) - Number(a.id),
    )[0];
}

/** Statuses whose date is past booking: 施工中, 完了 and 中止. */
const SETTLED: readonly number[] = [CN.working, CN.done, CN.cancelled];

/** Why the calendar has no buttons for this construction, or null when a slot can be booked. */
export function scheduleBlockedReason(c: {
  status: number;
  statusLabel: string;
  can: { schedule: boolean };
}): string | null {
  if (c.can.schedule) return null;
  if (SETTLED.includes(c.status)) return `この工事は${c.statusLabel}のため、日程を予約できません。`;
  return "日程を予約する権限がありません（工事編集と工事指示の権限が必要です）。";
}
