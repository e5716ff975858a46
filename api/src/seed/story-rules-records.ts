// The demo story's rules on its records as such (story-rules.ts): nothing recorded on or after
// the seeding day, targets and contract contents filled, projects against their matters. One
// module per part of the story, so each part's rules read on their own.
import { codeOf } from "@cfx/domain/codes";
import { OPEN_MATTER_STATUSES, edgeOf, projectTransitions } from "@cfx/domain/workflows";
import { group, iso, type StoryCheck } from "./story-check";

export function checkRecords(k: StoryCheck): void {
  const { s, c, fail, MT, target, negsOf, consOf } = k;
  // ---- the present: everything recorded happened before D 00:00 (Tokyo) ----
  const stamped: [string, { id: number; createdAt: Date; updatedAt: Date }[]][] = [
    ["TA", s.targets],
    ["TD", s.details],
    ["CU", s.customers],
    ["CS", s.services],
    ["PR", s.projects],
    ["MT", s.matters],
    ["NE", s.negotiations],
    ["history", s.histories],
    ["schedule", s.schedules],
    ["slot", s.slots],
    ["CN", s.constructions],
    ["entry", s.entries],
    ["measurement", s.measurements],
    ["line", s.lineCodes],
    ["attachment", s.attachments],
    ["source", s.sources],
    ["run", s.runs],
  ];
  for (const [kind, rows] of stamped)
    for (const r of rows) {
      if (r.updatedAt < r.createdAt) fail(`${kind}#${r.id}`, "updatedAt before createdAt");
      if (r.updatedAt >= c.start)
        fail(`${kind}#${r.id}`, `updated on or after the seeding day (${iso(r.updatedAt)})`);
    }

  // ---- targets and contract contents ----
  for (const t of s.targets) {
    if (!t.targetInstallationTypeId) fail(codeOf("target", t.id), "no installation type");
    if (!t.clientId) fail(codeOf("target", t.id), "no client");
  }
  for (const x of s.services)
    if (
      !x.contractTypeId ||
      !x.contractDetailTypeId ||
      !x.contractReceiverId ||
      !x.customerServiceItemId
    )
      fail(codeOf("customerService", x.id), "contract content not filled from the masters");

  // ---- projects ----
  const mattersOf = group(s.matters, (m) => m.projectId);
  for (const p of s.projects) {
    const code = codeOf("project", p.id);
    const path = [1, 2, 3].slice(0, p.status);
    for (let i = 1; i < path.length; i++)
      if (!edgeOf(projectTransitions, path[i - 1]!, path[i]!))
        fail(code, `status ${p.status} unreachable`);
    const own = mattersOf.get(p.id) ?? [];
    if (p.status === 3)
      for (const m of own)
        if ((OPEN_MATTER_STATUSES as readonly number[]).includes(m.status))
          fail(code, `完了 project with ${MT(m.id)} in status ${m.status}`);
    if (p.status === 1)
      for (const m of own)
        if (negsOf.has(m.id) || consOf.has(m.id))
          fail(code, `準備中 project, but ${MT(m.id)} is already negotiated`);
    const seen = new Set<number>();
    for (const m of own) {
      if (seen.has(m.targetId)) fail(code, `target TA-${m.targetId} in two of its matters`);
      seen.add(m.targetId);
      const t = target.get(m.targetId);
      if (!t || t.clientId !== p.clientId)
        fail(MT(m.id), `target of client ${t?.clientId}, project of client ${p.clientId}`);
      if (m.createdAt < p.createdAt) fail(MT(m.id), "created before its project");
      if (t && m.createdAt < t.createdAt) fail(MT(m.id), "created before its target");
    }
  }
}
