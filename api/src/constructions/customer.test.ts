// Issue #37.8: a construction names its customer — the counterpart of its matter's latest
// negotiation, with the unit — for the office and for the crew it is dispatched to, and never
// how to reach them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/harness";
import { tokyoDaysFromNow } from "../test/workflow-fixtures";

const ADMIN = "admin@example.jp";
const ORDER = "order@example.jp";
const NEGOTIATOR = "negotiation@example.jp";
const STAFF = "construction@example.jp"; // 工事担当 of company 1, team 1
let api: TestApi;

const call = (
  as: string,
  method: string,
  path: string,
  json?: unknown,
  query?: Record<string, string | number>,
) => api.json(path, { as, method, json, query });
const create = async (path: string, json: unknown, as = ADMIN) => {
  const res = await call(as, "POST", path, json);
  if (res.status !== 201) throw new Error(`${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe("the customer of a construction", () => {
  it("is the agreed negotiation's counterpart with the unit, for the office and its crew", async () => {
    const project = await create("/basis/projects", { name: "顧客表示テスト", workType: 1 });
    const target = await create("/basis/targets", {
      name: "コーポ顧客表示",
      targetType: 3,
      totalUnits: 2,
    });
    const unit = (roomNumber: string) =>
      create("/basis/target-details", { targetId: target.id, roomNumber, floor: 1 });
    const [d1, d2] = [await unit("101"), await unit("102")];
    await create("/basis/customers", { targetDetailId: d1.id, customerType: 1, name: "大家 一郎" });
    const yamada = await create("/basis/customers", {
      targetDetailId: d2.id,
      customerType: 2,
      name: "山田 太郎",
      phone: "090-1234-5678",
    });
    const rel = await call(ADMIN, "POST", "/relation/update/projects", {
      projectId: project.id,
      targetIds: [target.id],
    });
    const matter = rel.body.created[0];
    const ne = await create(
      "/basis/negotiations",
      { matterId: matter.id, customerId: yamada.id, negotiationStatusId: 4 },
      NEGOTIATOR,
    );
    const done = await call(NEGOTIATOR, "PATCH", `/basis/negotiations/${ne.id}`, {
      version: ne.version,
      negotiationStatusId: 6,
      completeReason: 1,
    });
    expect(done.status).toBe(200);
    const cn = await create("/basis/constructions", { matterId: matter.id }, ORDER);
    const expected = {
      id: yamada.id,
      name: "山田 太郎",
      customerType: 2,
      targetDetailId: d2.id,
      roomNumber: "102",
    };
    expect(cn.customer).toEqual(expected);
    const read = await call(ADMIN, "GET", `/basis/constructions/${cn.id}`);
    expect(read.body.customer).toEqual(expected);
    const listed = await call(ADMIN, "GET", "/basis/constructions", undefined, { ids: cn.id });
    expect(
      (listed.body as { id: number; customer: unknown }[]).find((c) => c.id === cn.id)?.customer,
    ).toEqual(expected);

    // Dispatched to the crew's company: the crew sees the same name and unit, no phone.
    const day = tokyoDaysFromNow(320);
    await create(
      "/basis/construction-free-schedules",
      { teamId: 1, date: day, slot: "午後", capacity: 1 },
      ORDER,
    );
    const dispatched = await call(ORDER, "PATCH", `/basis/constructions/${cn.id}`, {
      version: cn.version,
      teamId: 1,
      scheduledDate: day,
      slot: "午後",
    });
    expect(dispatched.status).toBe(200);
    const crew = await call(STAFF, "GET", `/basis/constructions/${cn.id}`);
    expect(crew.status).toBe(200);
    expect(crew.body.customer).toEqual(expected);
    expect(JSON.stringify(crew.body)).not.toContain("090");
  });
});
