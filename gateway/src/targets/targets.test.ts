// Targets, units, customers, contract contents, the CSV import and drop lines through the
// gateway, over real HTTP, against the real API and real tokens.
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";
import { ok, targetCsv } from "./test-fixtures";

const stack = useTestStack();
let admin: string;

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
});

const TARGET_FIELDS = `id code targetType targetTypeLabel name nameKana postalCode prefecture city town street building
  address latitude longitude poleNumber clientId client { id name } totalUnits notes version createdAt updatedAt`;

type Target = {
  id: string;
  code: string;
  targetType: number;
  targetTypeLabel: string;
  name: string;
  nameKana: string | null;
  postalCode: string | null;
  address: string;
  latitude: number | null;
  client: { id: number; name: string } | null;
  version: number;
};

describe("targets, details, customers and services", () => {
  let target: Target;
  let detailId: string;
  let detailVersion: number;
  let customerId: string;
  let customerVersion: number;

  it("creates a target: normalised values, display code and labels", async () => {
    const data = await ok<{ createTarget: Target }>(
      stack.gateway.url,
      admin,
      `mutation ($input: CreateTargetInput!) { createTarget(input: $input) { ${TARGET_FIELDS} } }`,
      {
        input: {
          targetType: 3,
          name: "グランドール大森",
          nameKana: "ぐらんどーるおおもり",
          postalCode: "143-0015",
          prefecture: "東京都",
          city: "大田区",
          town: "大森西",
          street: "３－２－１",
          building: "グランドール大森",
          latitude: 35.5636,
          longitude: 139.7275,
          clientId: 1,
          totalUnits: 12,
        },
      },
    );
    target = data.createTarget;
    expect(target.code).toBe(`TA-${target.id.padStart(8, "0")}`);
    expect(target).toMatchObject({
      targetType: 3,
      targetTypeLabel: "集合住宅",
      nameKana: "グランドールオオモリ",
      postalCode: "1430015",
      latitude: 35.5636,
      address: "東京都 大田区 大森西 3-2-1 グランドール大森",
    });
    expect(target.client?.id).toBe(1);
  });

  it("lists targets with filters, sort and total; reads one", async () => {
    const list = await ok<{
      targets: { items: Target[]; pageInfo: { totalCount: number; pageSize: number } };
    }>(
      stack.gateway.url,
      admin,
      `query ($filter: TargetFilter) { targets(filter: $filter, sort: NAME, order: DESC, pageSize: 5) { items { id name } pageInfo { totalCount pageSize } } }`,
      {
        filter: {
          name: "グランドール大森",
          targetType: [3],
          address: "大森西",
          postalCode: "143",
          prefecture: "",
        },
      },
    );
    expect(list.targets.items.map((t) => t.id)).toContain(target.id);
    expect(list.targets.pageInfo).toMatchObject({
      totalCount: list.targets.items.length,
      pageSize: 5,
    });
    const one = await ok<{ target: Target }>(
      stack.gateway.url,
      admin,
      `query ($id: ID!) { target(id: $id) { id name } }`,
      {
        id: target.id,
      },
    );
    expect(one.target.name).toBe("グランドール大森");
  });

  it("adds a unit and a customer; Target.details and TargetDetail.customers resolve", async () => {
    const detail = await ok<{
      createTargetDetail: {
        id: string;
        code: string;
        version: number;
        deviceLineTypeLabel: string;
        target: { id: string };
      };
    }>(
      stack.gateway.url,
      admin,
      `mutation ($input: CreateTargetDetailInput!) { createTargetDetail(input: $input) { id code version deviceLineTypeLabel target { id } } }`,
      { input: { targetId: target.id, roomNumber: "１０１", floor: 1, deviceLineType: 2 } },
    );
    expect(detail.createTargetDetail).toMatchObject({
      deviceLineTypeLabel: "R-ONU",
      target: { id: target.id },
    });
    expect(detail.createTargetDetail.code).toMatch(/^TD-\d{8}$/);
    detailId = detail.createTargetDetail.id;
    detailVersion = detail.createTargetDetail.version;

    const customer = await ok<{
      createCustomer: {
        id: string;
        code: string;
        version: number;
        customerTypeLabel: string;
        genderLabel: string;
        ownershipLabel: string;
        contactMethodLabel: string;
        phone: string;
        email: string;
      };
    }>(
      stack.gateway.url,
      admin,
      `mutation ($input: CreateCustomerInput!) { createCustomer(input: $input) { id code version customerTypeLabel genderLabel ownershipLabel contactMethodLabel phone email } }`,
      {
        input: {
          targetDetailId: detailId,
          customerType: 2,
          name: "佐藤 恵子",
          nameKana: "さとう けいこ",
          gender: 2,
          phone: "０３－１２３４－５６７８",
          email: "Keiko.Sato@Example.jp",
          contactMethod: 2,
          ownership: 4,
        },
      },
    );
    expect(customer.createCustomer).toMatchObject({
      customerTypeLabel: "入居者",
      genderLabel: "女性",
      ownershipLabel: "賃貸",
      contactMethodLabel: "通信",
      phone: "03-1234-5678",
      email: "keiko.sato@example.jp",
    });
    expect(customer.createCustomer.code).toMatch(/^CU-\d{8}$/);
    customerId = customer.createCustomer.id;
    customerVersion = customer.createCustomer.version;

    stack.api.requests.length = 0;
    const tree = await ok<{
      target: {
        details: {
          id: string;
          customers: { id: string; name: string; targetDetail: { roomNumber: string } }[];
        }[];
      };
    }>(
      stack.gateway.url,
      admin,
      `query ($id: ID!) { target(id: $id) { details { id customers { id name targetDetail { roomNumber } } } } }`,
      { id: target.id },
    );
    expect(tree.target.details).toEqual([
      {
        id: detailId,
        customers: [{ id: customerId, name: "佐藤 恵子", targetDetail: { roomNumber: "101" } }],
      },
    ]);
  });

  it("keeps a contract content (customer service) with its period rule", async () => {
    const service = await ok<{
      createCustomerService: {
        id: string;
        code: string;
        version: number;
        implementationLabel: string;
        customer: { id: string };
      };
    }>(
      stack.gateway.url,
      admin,
      `mutation ($input: CreateCustomerServiceInput!) { createCustomerService(input: $input) { id code version implementationLabel customer { id } } }`,
      {
        input: {
          customerId,
          implementation: 1,
          operatorCustomerNo: "Ｃ－０００１",
          startDate: "2026-05-01",
        },
      },
    );
    expect(service.createCustomerService).toMatchObject({
      implementationLabel: "実施する",
      customer: { id: customerId },
    });
    expect(service.createCustomerService.code).toMatch(/^CS-\d{8}$/);
    const bad = await gql(
      stack.gateway.url,
      `mutation ($id: ID!, $version: Int!) { updateCustomerService(id: $id, input: { endDate: "2026-04-01", version: $version }) { id } }`,
      {
        token: admin,
        variables: {
          id: service.createCustomerService.id,
          version: service.createCustomerService.version,
        },
      },
    );
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ field: "endDate" }],
    });
    const listed = await ok<{
      customerServices: { items: { id: string }[] };
      customer: { services: { operatorCustomerNo: string }[] };
    }>(
      stack.gateway.url,
      admin,
      `query ($customerId: ID!) { customerServices(filter: { customerId: [$customerId] }) { items { id } } customer(id: $customerId) { services { operatorCustomerNo } } }`,
      { customerId },
    );
    expect(listed.customerServices.items.map((s) => s.id)).toEqual([
      service.createCustomerService.id,
    ]);
    expect(listed.customer.services).toEqual([{ operatorCustomerNo: "C-0001" }]);
    const deleted = await ok<{ deleteCustomerService: string }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { deleteCustomerService(id: $id, version: $version) }`,
      { id: service.createCustomerService.id, version: service.createCustomerService.version },
    );
    expect(deleted.deleteCustomerService).toBe(service.createCustomerService.id);
  });

  it("updates and lists customers and units; a stale version is a CONFLICT", async () => {
    const updated = await ok<{
      updateCustomer: { name: string; version: number; customerType: number };
    }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { updateCustomer(id: $id, input: { name: "佐藤 京子", customerType: 1, version: $version }) { name version customerType } }`,
      { id: customerId, version: customerVersion },
    );
    expect(updated.updateCustomer).toMatchObject({ name: "佐藤 京子", customerType: 1 });
    const stale = await gql(
      stack.gateway.url,
      `mutation ($id: ID!, $version: Int!) { updateCustomer(id: $id, input: { name: "上書き", version: $version }) { id } }`,
      { token: admin, variables: { id: customerId, version: customerVersion } },
    );
    expect(stale.body.errors?.[0]?.extensions).toMatchObject({
      code: "CONFLICT",
      http: { status: 409 },
    });
    const customers = await ok<{ customers: { items: { id: string }[] } }>(
      stack.gateway.url,
      admin,
      `query ($detailId: ID!) { customers(filter: { targetDetailId: [$detailId], name: "さとう", customerType: [1] }, sort: NAME_KANA) { items { id } } }`,
      { detailId },
    );
    expect(customers.customers.items.map((c) => c.id)).toEqual([customerId]);
    const details = await ok<{ targetDetails: { items: { id: string }[] } }>(
      stack.gateway.url,
      admin,
      `query ($targetId: ID!) { targetDetails(filter: { targetId: [$targetId] }, sort: ROOM_NUMBER) { items { id } } }`,
      { targetId: target.id },
    );
    expect(details.targetDetails.items.map((d) => d.id)).toEqual([detailId]);
    const detail = await ok<{ updateTargetDetail: { floor: number } }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { updateTargetDetail(id: $id, input: { floor: 2, version: $version }) { floor } }`,
      { id: detailId, version: detailVersion },
    );
    expect(detail.updateTargetDetail.floor).toBe(2);
  });

  it("updates and deletes a target", async () => {
    const updated = await ok<{ updateTarget: Target }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { updateTarget(id: $id, input: { targetType: 4, name: "森ケ崎 190", poleNumber: "森ケ崎\u3000１９０", version: $version }) { ${TARGET_FIELDS} } }`,
      { id: target.id, version: target.version },
    );
    expect(updated.updateTarget).toMatchObject({
      targetType: 4,
      targetTypeLabel: "電柱",
      name: "森ケ崎 190",
    });
    const deleted = await ok<{ deleteTarget: string }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { deleteTarget(id: $id, version: $version) }`,
      { id: target.id, version: updated.updateTarget.version },
    );
    expect(deleted.deleteTarget).toBe(target.id);
    const gone = await gql(stack.gateway.url, `query ($id: ID!) { target(id: $id) { id } }`, {
      token: admin,
      variables: { id: target.id },
    });
    expect(gone.body).toEqual({ data: { target: null } });
  });
});

describe("target import", () => {
  const IMPORT = `mutation ($content: String!, $enc: FileContentEncoding, $dryRun: Boolean) {
    importTargets(content: $content, contentEncoding: $enc, dryRun: $dryRun) {
      dryRun total valid created errors { row field message } targetIds targets { name targetTypeLabel }
    }
  }`;
  const withErrors = [
    "物件種別,物件名,郵便番号,都道府県,総戸数",
    "戸建,山田邸,143-0015,東京都,1",
    "お城,,1234,東京都,abc",
    "集合住宅,コーポ大森,143-0013,東京都,8",
  ].join("\n");

  it("a dry run reports the bad rows and writes nothing", async () => {
    const before = await ok<{ targets: { pageInfo: { totalCount: number } } }>(
      stack.gateway.url,
      admin,
      `query { targets { pageInfo { totalCount } } }`,
    );
    const answer = await ok<{
      importTargets: {
        dryRun: boolean;
        total: number;
        valid: number;
        created: number;
        errors: { row: number; field: string; message: string }[];
        targetIds: string[];
      };
    }>(stack.gateway.url, admin, IMPORT, { content: withErrors, dryRun: true });
    const result = answer.importTargets;
    expect(result).toMatchObject({ dryRun: true, total: 3, valid: 2, created: 0, targetIds: [] });
    expect(result.errors.length).toBeGreaterThanOrEqual(2);
    expect(result.errors.every((e) => e.row === 2)).toBe(true);
    expect(result.errors.map((e) => e.field)).toEqual(expect.arrayContaining(["name"]));
    for (const error of result.errors)
      expect(error.message).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    const after = await ok<{ targets: { pageInfo: { totalCount: number } } }>(
      stack.gateway.url,
      admin,
      `query { targets { pageInfo { totalCount } } }`,
    );
    expect(after.targets.pageInfo.totalCount).toBe(before.targets.pageInfo.totalCount);
  });

  it("a real run with a bad row is refused as a whole with the row messages", async () => {
    const answer = await gql(stack.gateway.url, IMPORT, {
      token: admin,
      variables: { content: withErrors },
    });
    const error = answer.body.errors?.[0];
    expect(error?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(error?.extensions?.fieldErrors?.[0]?.field).toBe("file");
    expect(error?.extensions?.fieldErrors?.[0]?.messages[0]).toMatch(/^2行目/);
  });

  it("a clean file (base64) is imported in one call and the targets come back", async () => {
    const content = Buffer.from(`\uFEFF${targetCsv(3, "取込")}`, "utf-8").toString("base64");
    const answer = await ok<{
      importTargets: {
        dryRun: boolean;
        created: number;
        targetIds: string[];
        targets: { name: string; targetTypeLabel: string }[];
      };
    }>(stack.gateway.url, admin, IMPORT, { content, enc: "BASE64" });
    expect(answer.importTargets).toMatchObject({ dryRun: false, created: 3 });
    expect(answer.importTargets.targetIds).toHaveLength(3);
    expect(answer.importTargets.targets.map((t) => t.name)).toEqual([
      "取込ハイツ1",
      "取込ハイツ2",
      "取込ハイツ3",
    ]);
    expect(stack.api.count("POST /api/v1/import/targets")).toBe(1);
  });

  it("refuses content that is not base64", async () => {
    const answer = await gql(stack.gateway.url, IMPORT, {
      token: admin,
      variables: { content: "**not base64**", enc: "BASE64" },
    });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ field: "content" }],
    });
    expect(stack.api.count("POST /api/v1/import/targets")).toBe(0);
  });
});

describe("drop lines", () => {
  it("registers, lists, updates and deletes a drop line; LineCode.target and Target.lineCodes resolve", async () => {
    const imported = await ok<{ importTargets: { targetIds: string[] } }>(
      stack.gateway.url,
      admin,
      `mutation ($content: String!) { importTargets(content: $content) { targetIds } }`,
      { content: targetCsv(1, "引込線") },
    );
    const targetId = imported.importTargets.targetIds[0]!;
    const code = `DL-${Date.now()}`;
    const created = await ok<{
      createLineCode: {
        id: string;
        lineCode: string;
        status: string;
        version: number;
        target: { id: string };
      };
    }>(
      stack.gateway.url,
      admin,
      `mutation ($input: CreateLineCodeInput!) { createLineCode(input: $input) { id lineCode status version target { id } } }`,
      {
        input: {
          lineCode: code,
          targetId,
          poleNumber: "森ケ崎 190",
          cableType: "同軸5C",
          lineKind: "放送",
        },
      },
    );
    expect(created.createLineCode).toMatchObject({
      lineCode: code,
      status: "使用中",
      target: { id: targetId },
    });
    const duplicate = await gql(
      stack.gateway.url,
      `mutation ($input: CreateLineCodeInput!) { createLineCode(input: $input) { id } }`,
      {
        token: admin,
        variables: { input: { lineCode: code } },
      },
    );
    expect(duplicate.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const list = await ok<{
      lineCodes: { items: { id: string }[] };
      target: { lineCodes: { lineCode: string }[] };
    }>(
      stack.gateway.url,
      admin,
      `query ($code: String!, $targetId: ID!) { lineCodes(filter: { lineCode: $code, status: "使用中" }, sort: LINE_CODE) { items { id } } target(id: $targetId) { lineCodes { lineCode } } }`,
      { code, targetId },
    );
    expect(list.lineCodes.items.map((l) => l.id)).toEqual([created.createLineCode.id]);
    expect(list.target.lineCodes).toEqual([{ lineCode: code }]);
    // 使用中 → 撤去予定 → 撤去済 (docs/DOMAIN.md "Workflows"): no jump, and 撤去済 by hand needs removedAt.
    type Status = {
      status: string;
      removedAt: string | null;
      allowedStatuses: string[];
      version: number;
    };
    const UPDATE = `mutation ($id: ID!, $input: UpdateLineCodeInput!) { updateLineCode(id: $id, input: $input) { status removedAt allowedStatuses version } }`;
    const id = created.createLineCode.id;
    const jump = await gql(stack.gateway.url, UPDATE, {
      token: admin,
      variables: { id, input: { status: "撤去済", version: created.createLineCode.version } },
    });
    expect(jump.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ field: "status" }],
    });
    const planned = await ok<{ updateLineCode: Status }>(stack.gateway.url, admin, UPDATE, {
      id,
      input: { status: "撤去予定", version: created.createLineCode.version },
    });
    expect(planned.updateLineCode).toMatchObject({
      status: "撤去予定",
      removedAt: null,
      allowedStatuses: ["撤去済"],
    });
    const withoutDate = await gql(stack.gateway.url, UPDATE, {
      token: admin,
      variables: { id, input: { status: "撤去済", version: planned.updateLineCode.version } },
    });
    expect(withoutDate.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ field: "removedAt" }],
    });
    const removedAt = "2024-05-01T01:30:00.000Z";
    const removed = await ok<{ updateLineCode: Status }>(stack.gateway.url, admin, UPDATE, {
      id,
      input: { status: "撤去済", removedAt, version: planned.updateLineCode.version },
    });
    expect(removed.updateLineCode).toMatchObject({ status: "撤去済", allowedStatuses: [] });
    expect(Date.parse(removed.updateLineCode.removedAt!)).toBe(Date.parse(removedAt));
    const deleted = await ok<{ deleteLineCode: string }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { deleteLineCode(id: $id, version: $version) }`,
      { id, version: removed.updateLineCode.version },
    );
    expect(deleted.deleteLineCode).toBe(created.createLineCode.id);
  });
});
