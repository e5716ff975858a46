// 一括交渉指示 (POST /bulk/create/negotiations) and the negotiation list's own filters: 30
// matters instructed in one transaction (one refused → none, every refused one named), visits in
// the assignee's free hours, the owner as counterpart, the matters 交渉中.
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { tokyoDaysFromNow, workflowSuite, type Rec } from "../test/workflow-fixtures";

const f = workflowSuite();

/** A weekday at least `days` ahead (YYYY-MM-DD, Tokyo). */
function weekdayFromNow(days: number): string {
  for (let d = days; ; d++) {
    const date = tokyoDaysFromNow(d);
    const weekday = new Date(`${date}T12:00:00+09:00`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return date;
  }
}

/** A project with `n` matters, each target with an owner unless `customers` is false. */
async function projectWithMatters(n: number, tag: string, customers = true) {
  const project = await f.create("/basis/projects", { name: `${tag}プロジェクト`, workType: 1 });
  const targets: Rec[] = [];
  for (let i = 0; i < n; i++) {
    const target = await f.create("/basis/targets", { name: `${tag}${i}邸`, targetType: 2 });
    targets.push(target);
    if (!customers) continue;
    const unit = await f.create("/basis/target-details", { targetId: target.id });
    await f.create("/basis/customers", {
      targetDetailId: unit.id,
      name: `${tag}${i} 主`,
      customerType: 1,
    });
  }
  const added = await f.call("POST", "/relation/update/projects", {
    projectId: project.id,
    targetIds: targets.map((t) => t.id),
  });
  return { project, targets, matters: added.body.created as Rec[] };
}

describe("bulk negotiation instruction", () => {
  it("instructs 30 matters atomically: one refused and none is created, each refused one named", async () => {
    const { matters } = await projectWithMatters(30, "一括交渉");
    // One of them already has an open negotiation.
    const busy = matters[12]!;
    await f.create("/basis/negotiations", { matterId: busy.id });
    const day = weekdayFromNow(60);
    const body = {
      matterIds: matters.map((m) => m.id),
      assigneeUserId: 5,
      visitFrom: day,
      visitTo: tokyoDaysFromNow(80),
    };
    const instructable = await f.call(
      "GET",
      `/basis/matters?projectId=${busy.projectId}&instructable=true&pageSize=100`,
    );
    expect(instructable.body.map((m: Rec) => m.id)).toEqual(
      matters.filter((m) => m.id !== busy.id).map((m) => m.id),
    );
    expect(instructable.body.every((m: Rec) => m.can.instructNegotiation)).toBe(true);
    const refused = await f.call("POST", "/bulk/create/negotiations", body);
    expect(refused.status).toBe(400);
    expect(refused.body.matterIds).toHaveLength(1);
    expect(refused.body.matterIds[0]).toMatch(
      new RegExp(`^${busy.code}: この案件には進行中の交渉`),
    );
    const none = await f.call(
      "GET",
      `/basis/negotiations?matterId=${matters.map((m) => m.id).join(",")}`,
    );
    expect(none.body).toHaveLength(1); // only the one made above

    const rest = matters.filter((m) => m.id !== busy.id);
    const ok = await f.call("POST", "/bulk/create/negotiations", {
      ...body,
      matterIds: rest.map((m) => m.id),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toHaveLength(29);
    const times = (ok.body as Rec[]).map((n) => new Date(n.scheduledAt).getTime());
    expect(new Set(times).size).toBe(29); // no double booking
    for (const t of times) {
      const hour = new Date(t + 9 * 3_600_000).getUTCHours();
      expect(hour).toBeGreaterThanOrEqual(9);
      expect(hour).toBeLessThanOrEqual(16);
    }
    expect(new Date(Math.min(...times)).toISOString()).toBe(
      new Date(`${day}T09:00:00+09:00`).toISOString(),
    );
    const after = await f.call("GET", `/basis/matters?ids=${rest.map((m) => m.id).join(",")}`);
    expect(after.body.every((m: Rec) => m.status === 2)).toBe(true);
    const booked = await f.call(
      "GET",
      `/basis/schedules?userId=5&pageSize=500&from=${day}T00:00:00%2B09:00`,
    );
    const bookedFor = new Set((booked.body as Rec[]).map((s) => s.negotiationId));
    expect((ok.body as Rec[]).every((n) => bookedFor.has(n.id))).toBe(true);
  });

  it("takes the target's owner as the counterpart and skips the assignee's booked hours", async () => {
    const { targets, matters } = await projectWithMatters(2, "所有者", false);
    const unit = await f.create("/basis/target-details", { targetId: targets[0]!.id });
    await f.create("/basis/customers", {
      targetDetailId: unit.id,
      name: "入居 花子",
      customerType: 2,
    });
    const owner = await f.create("/basis/customers", {
      targetDetailId: unit.id,
      name: "所有 太郎",
      customerType: 1,
    });
    // The second target has a tenant only: the tenant is the counterpart.
    const other = await f.create("/basis/target-details", { targetId: targets[1]!.id });
    const tenant = await f.create("/basis/customers", {
      targetDetailId: other.id,
      name: "入居 次郎",
      customerType: 2,
    });
    const day = weekdayFromNow(90);
    await f.create("/basis/schedules", {
      kind: 1,
      userId: 5,
      startAt: `${day}T09:00:00+09:00`,
      endAt: `${day}T10:30:00+09:00`,
      title: "社内会議",
    });
    const res = await f.call("POST", "/bulk/create/negotiations", {
      matterIds: matters.map((m) => m.id),
      assigneeUserId: 5,
      visitFrom: day,
      visitTo: day,
    });
    expect(res.status).toBe(200);
    expect(res.body[0].customerId).toBe(owner.id);
    expect(res.body[1].customerId).toBe(tenant.id);
    expect(res.body.map((n: Rec) => new Date(n.scheduledAt).toISOString())).toEqual([
      new Date(`${day}T11:00:00+09:00`).toISOString(),
      new Date(`${day}T12:00:00+09:00`).toISOString(),
    ]);
  });

  it("refuses the matters whose target has no customer, each named, and creates none", async () => {
    const withOwner = await projectWithMatters(1, "顧客あり");
    const { matters } = await projectWithMatters(2, "顧客なし", false);
    const day = weekdayFromNow(100);
    const res = await f.call("POST", "/bulk/create/negotiations", {
      matterIds: [withOwner.matters[0]!.id, ...matters.map((m) => m.id)],
      assigneeUserId: 5,
      visitFrom: day,
      visitTo: day,
    });
    expect(res.status).toBe(400);
    expect(res.body.matterIds).toEqual(
      matters.map(
        (m) =>
          `${m.code}: 対象物件に顧客が登録されていません。顧客を登録してから交渉を指示してください`,
      ),
    );
    const none = await f.call("GET", `/basis/negotiations?matterId=${withOwner.matters[0]!.id}`);
    expect(none.body).toHaveLength(0);
    // One at a time, too.
    const single = await f.call("POST", "/basis/negotiations", { matterId: matters[0]!.id });
    expect(single.status).toBe(400);
    expect(single.body.customerId[0]).toMatch(/^対象物件に顧客が登録されていません/);
  });

  it("refuses a window without enough free hours, and a reversed window", async () => {
    const { matters } = await projectWithMatters(9, "枠不足");
    const day = weekdayFromNow(120);
    const res = await f.call("POST", "/bulk/create/negotiations", {
      matterIds: matters.map((m) => m.id),
      assigneeUserId: 5,
      visitFrom: day,
      visitTo: day,
    });
    expect(res.status).toBe(400);
    expect(res.body.visitTo[0]).toBe("訪問期間に空き時間が足りません（9件に対して8件分の空き）");
    const reversed = await f.call("POST", "/bulk/create/negotiations", {
      matterIds: [matters[0]!.id],
      assigneeUserId: 5,
      visitFrom: day,
      visitTo: tokyoDaysFromNow(1),
    });
    expect(reversed.status).toBe(400);
  });
});

describe("negotiation list filters", () => {
  it("by project, by target or customer name in any kana, open, today and overdue", async () => {
    const { project, targets, matters } = await projectWithMatters(3, "交渉検索");
    const unit = await f.create("/basis/target-details", { targetId: targets[1]!.id });
    const customer = await f.create("/basis/customers", {
      targetDetailId: unit.id,
      name: "検索 花子",
      nameKana: "ケンサクハナコ",
      customerType: 1,
    });
    const now = Date.now();
    const today = await f.create("/basis/negotiations", {
      matterId: matters[0]!.id,
      scheduledAt: new Date(`${tokyoDaysFromNow(0)}T23:59:00+09:00`).toISOString(),
    });
    const missed = await f.create("/basis/negotiations", {
      matterId: matters[1]!.id,
      customerId: customer.id,
      scheduledAt: new Date(now - 3 * 86_400_000).toISOString(),
    });
    const ids = (body: Rec[]) => body.map((n) => n.id).sort();
    const list = async (query: string) =>
      ids((await f.call("GET", `/basis/negotiations?pageSize=500&${query}`)).body as Rec[]);

    expect(await list(`projectId=${project.id}`)).toEqual([today.id, missed.id].sort());
    expect(await list(`projectId=${project.id}&name=${encodeURIComponent("けんさく")}`)).toEqual([
      missed.id,
    ]);
    expect(await list(`projectId=${project.id}&name=${encodeURIComponent("交渉検索0")}`)).toEqual([
      today.id,
    ]);
    expect(await list(`projectId=${project.id}&today=true`)).toEqual([today.id]);
    expect(await list(`projectId=${project.id}&overdue=true`)).toEqual([missed.id]);
    expect(await list(`projectId=${project.id}&open=true`)).toEqual([today.id, missed.id].sort());

    // The CSV takes the same filters and names what the ids point at.
    const res = await f.api.fetch("/export/negotiations", {
      as: "admin@example.jp",
      query: { projectId: String(project.id), overdue: "true", encoding: "utf-8" },
    });
    expect(res.status).toBe(200);
    const rows = parse((await res.text()).replace(/^\uFEFF/, "")) as string[][];
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(rows[0]!.map((h, i) => [h, rows[1]![i]]));
    expect(row).toMatchObject({
      交渉コード: missed.code,
      案件コード: matters[1]!.code,
      プロジェクト: project.name,
      物件名: targets[1]!.name,
      顧客名: "検索 花子",
    });
  });
});
