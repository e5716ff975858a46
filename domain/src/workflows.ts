// The state machines of docs/DOMAIN.md "Workflows", written once: the API refuses every edge that is not
// listed here, the seed story is checked against them, and the screens offer only the edges a
// person may take (`by: "hand"`). "auto" edges are made by the product as the consequence of
// another action (a negotiation completing moves its matter), never by editing the status.
import {
  constructionStatusLabels,
  matterStatusLabels,
  negotiationStatusLabels,
  projectStatusLabels,
} from "./enumerations";

export type EdgeKind = "hand" | "auto";
/** from → (to → who may take the edge). */
export type TransitionTable<S extends number | string> = ReadonlyMap<S, ReadonlyMap<S, EdgeKind>>;

function table<S extends number | string>(
  edges: readonly (readonly [S, S, EdgeKind])[],
): TransitionTable<S> {
  const out = new Map<S, Map<S, EdgeKind>>();
  for (const [from, to, kind] of edges) {
    if (!out.has(from)) out.set(from, new Map());
    out.get(from)!.set(to, kind);
  }
  return out;
}

// ---- Project: 準備中 → 進行中 → 完了 (完了 only without open matters; final) ----

export const PROJECT = { preparing: 1, running: 2, done: 3 } as const;
export const projectTransitions = table<number>([
  [1, 2, "hand"],
  [2, 3, "hand"],
]);
/** Whether targets may be added to a project in `status` as matters: not once it is 完了. */
export function projectTakesMatters(status: number): boolean {
  return status !== PROJECT.done;
}
/** Matter statuses that keep a project from being completed. */
export const OPEN_MATTER_STATUSES = [1, 2, 3, 5, 6] as const;

/**
 * A matter past its due date: due before `today` (YYYY-MM-DD, Tokyo) and still open — the API's
 * `overdue` filter and every screen's 期限切れ.
 */
export function isMatterOverdue(
  matter: { dueDate?: string | null; status: number },
  today: string,
): boolean {
  return (
    !!matter.dueDate &&
    matter.dueDate < today &&
    (OPEN_MATTER_STATUSES as readonly number[]).includes(matter.status)
  );
}

// ---- Matter ----

export const MATTER = {
  untouched: 1,
  negotiating: 2,
  agreed: 3,
  failed: 4,
  arranging: 5,
  constructed: 6,
  done: 7,
  onHold: 9,
} as const;
/** Statuses a matter may be put on hold from (every status but 完了 and 保留 itself). */
export const MATTER_HOLDABLE = [1, 2, 3, 4, 5, 6] as const;
export const matterTransitions = table<number>([
  [1, 2, "auto"], // a negotiation is instructed
  [2, 3, "auto"], // its negotiation completes 合意
  [2, 4, "auto"], // its negotiation completes 不成立
  [3, 5, "auto"], // a construction is generated or created
  [5, 6, "auto"], // the construction completes
  [6, 7, "hand"],
  [4, 2, "auto"], // a new negotiation is instructed
  [4, 7, "hand"], // closed without work
  ...MATTER_HOLDABLE.map((s) => [s, 9, "hand"] as const),
  // Leaving 保留 returns to the status the matter had (statusBeforeHold): checked by the caller.
  ...MATTER_HOLDABLE.map((s) => [9, s, "hand"] as const),
]);

// ---- Negotiation: 1–5 freely among themselves; → 6 完了 with a reason; 完了 is final ----

export const NEGOTIATION_DONE = 6;
export const negotiationTransitions = table<number>(
  [1, 2, 3, 4, 5].flatMap((from) =>
    [1, 2, 3, 4, 5, 6].filter((to) => to !== from).map((to) => [from, to, "hand"] as const),
  ),
);
/** Completion reason 合意: the only one that needs a counterpart. */
export const COMPLETE_AGREED = 1;
export const NO_CUSTOMER_TO_INSTRUCT =
  "対象物件に顧客が登録されていません。顧客を登録してから交渉を指示してください";
/**
 * A negotiation is with a customer: 合意 without a counterpart is refused (nobody agreed), and a
 * target without any customer cannot be instructed. Undefined when the completion may go ahead.
 */
export function counterpartRefusal(
  completeReason: number,
  customerId: unknown,
): string | undefined {
  return completeReason === COMPLETE_AGREED && !customerId
    ? "合意で完了するには交渉相手（顧客）を選択してください"
    : undefined;
}
/** Matter statuses in which a negotiation may not be completed, created or reassigned. */
export const MATTER_PAST_NEGOTIATION = [5, 6, 7] as const;

// ---- Construction ----

export const CN = {
  waiting: 1,
  instructed: 2,
  scheduled: 3,
  working: 4,
  done: 5,
  postponed: 6,
  cancelled: 7,
} as const;
export const constructionTransitions = table<number>([
  [1, 2, "hand"], // dispatch: company + team
  [1, 3, "hand"], // dispatch with a booked slot (指示済 and 日程確定 in one step)
  [2, 3, "hand"], // a free slot dated today or later is booked
  [3, 4, "hand"],
  [4, 5, "hand"], // every measurement passes, or an override reason
  [2, 6, "hand"],
  [3, 6, "hand"],
  [4, 6, "hand"],
  [6, 1, "hand"],
  [6, 3, "hand"],
  ...[1, 2, 3, 4, 6].map((s) => [s, 7, "hand"] as const),
]);
/** Statuses holding a booked slot (released by 延期 and 中止). */
export const CONSTRUCTION_BOOKED = [3, 4] as const;
/** Statuses of a construction that still counts ("live": not 中止). */
export const CONSTRUCTION_LIVE = [1, 2, 3, 4, 5, 6] as const;

// ---- LineCode: 使用中 → 撤去予定 → 撤去済 (final) ----

export const lineCodeTransitions = table<string>([
  ["使用中", "撤去予定", "hand"],
  ["撤去予定", "撤去済", "hand"], // by hand with removedAt, or auto when its removal completes
]);

// ---- queries and messages ----

export function edgeOf<S extends number | string>(
  transitions: TransitionTable<S>,
  from: S,
  to: S,
): EdgeKind | undefined {
  return transitions.get(from)?.get(to);
}

/** The statuses a person may move a record to from `from` (hand edges only). */
export function handTargets<S extends number | string>(
  transitions: TransitionTable<S>,
  from: S,
): S[] {
  return [...(transitions.get(from) ?? new Map<S, EdgeKind>())]
    .filter(([, kind]) => kind === "hand")
    .map(([to]) => to);
}

/** Every status of the table (from or to), for the "every other edge is refused" tests. */
export function statesOf<S extends number | string>(transitions: TransitionTable<S>): S[] {
  const all = new Set<S>();
  for (const [from, tos] of transitions) {
    all.add(from);
    for (const to of tos.keys()) all.add(to);
  }
  return [...all];
}

export interface Workflow<S extends number | string> {
  /** 案件, 工事… */
  noun: string;
  transitions: TransitionTable<S>;
  label: (s: S) => string;
  /** Position in the story, to say 戻せません (backwards) rather than 変更できません. */
  order: (s: S) => number;
  /** What makes an auto edge to `to` happen, for the refusal of a person trying it by hand. */
  autoCause?: (to: S) => string | undefined;
}

const byCode =
  (labels: Record<number, string>) =>
  (s: number): string =>
    labels[s] ?? String(s);

export const projectWorkflow: Workflow<number> = {
  noun: "プロジェクト",
  transitions: projectTransitions,
  label: byCode(projectStatusLabels),
  order: (s) => s,
};
export const matterWorkflow: Workflow<number> = {
  noun: "案件",
  transitions: matterTransitions,
  label: byCode(matterStatusLabels),
  // 保留 is a side state: neither before nor after anything.
  order: (s) => (s === 9 ? Number.NaN : s),
  autoCause: (to) =>
    ({
      [MATTER.negotiating]: "交渉を指示する",
      [MATTER.agreed]: "交渉を完了する",
      [MATTER.failed]: "交渉を完了する",
      [MATTER.arranging]: "工事を作成する",
      [MATTER.constructed]: "工事が完了する",
    })[to],
};
export const negotiationWorkflow: Workflow<number> = {
  noun: "交渉",
  transitions: negotiationTransitions,
  label: byCode(negotiationStatusLabels),
  order: (s) => (s === NEGOTIATION_DONE ? 2 : 1),
};
export const constructionWorkflow: Workflow<number> = {
  noun: "工事",
  transitions: constructionTransitions,
  label: byCode(constructionStatusLabels),
  order: (s) => (s <= 5 ? s : Number.NaN),
};
export const lineCodeWorkflow: Workflow<string> = {
  noun: "引込線",
  transitions: lineCodeTransitions,
  label: (s) => s,
  order: (s) => ["使用中", "撤去予定", "撤去済"].indexOf(s),
};

/**
 * The refusal of docs/DOMAIN.md: names the current and the wanted status, e.g.
 * 「工事完了の案件を未着手には戻せません」. An auto edge taken by hand says what makes it.
 */
export function refusalMessage<S extends number | string>(
  workflow: Workflow<S>,
  from: S,
  to: S,
): string {
  const head = `${workflow.label(from)}の${workflow.noun}を${workflow.label(to)}に`;
  if (edgeOf(workflow.transitions, from, to) === "auto")
    return `${head}は変更できません（${workflow.autoCause?.(to) ?? "関連する処理が行われる"}と自動で変わります）`;
  const backwards = workflow.order(to) < workflow.order(from);
  return `${head}は${backwards ? "戻せません" : "変更できません"}`;
}

/** undefined when a person may take the edge, else the refusal message. */
export function checkHandEdge<S extends number | string>(
  workflow: Workflow<S>,
  from: S,
  to: S,
): string | undefined {
  if (from === to) return undefined;
  return edgeOf(workflow.transitions, from, to) === "hand"
    ? undefined
    : refusalMessage(workflow, from, to);
}

/** undefined when the product may take the edge as a consequence (auto or hand), else the message. */
export function checkAutoEdge<S extends number | string>(
  workflow: Workflow<S>,
  from: S,
  to: S,
): string | undefined {
  if (from === to) return undefined;
  return edgeOf(workflow.transitions, from, to) ? undefined : refusalMessage(workflow, from, to);
}
