// Machine clients through the gateway (issue #39), over real HTTP against the real API and the
// real emulator's keys: an integration registers, takes a client-credentials token from the
// gateway's /oauth2/token, and reads, writes and downloads only what its scopes and company allow.
import { beforeAll, describe, expect, it } from "vitest";
import { gql, startTestGateway, testEnv } from "../test/harness";
import { useTestStack } from "../test/stack";
import { createMatters, ok } from "../targets/test-fixtures";

const stack = useTestStack();
let admin: string;

type Client = { id: string; version: number; clientId: string; scopes: string[] };

async function register(
  name: string,
  scopes: string[],
  associateCompanyId: number | null = null,
): Promise<{ client: Client; secret: string }> {
  const data = await ok<{ createMachineClient: { client: Client; secret: string } }>(
    stack.gateway.url,
    admin,
    `mutation ($input: CreateMachineClientInput!) {
      createMachineClient(input: $input) { client { id version clientId scopes } secret } }`,
    { input: { name, scopes, associateCompanyId } },
  );
  return data.createMachineClient;
}

async function token(clientId: string, secret: string, url = stack.gateway.url) {
  const res = await fetch(`${url}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: clientId,
      client_secret: secret,
    }).toString(),
  });
  const body = (await res.json()) as { access_token?: string; error?: string };
  return { status: res.status, body };
}

async function accessToken(created: { client: Client; secret: string }): Promise<string> {
  const answer = await token(created.client.clientId, created.secret);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.access_token!;
}

async function rest(method: string, path: string, json?: unknown) {
  const res = await fetch(`${stack.api.url}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${admin}`,
      ...(json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await res.json()) as { id: number; version: number };
  // (an array for /documents/generate: only the status matters there)
  if (res.status >= 300)
    throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A construction dispatched to `company`: project → house → matter → agreed negotiation. */
async function constructionOf(company: number, label: string): Promise<number> {
  const project = await rest("POST", "/basis/projects", { name: `連携${label}`, workType: 1 });
  const target = await rest("POST", "/basis/targets", { name: `連携${label}邸`, targetType: 2 });
  const matter = await rest("POST", "/basis/matters", {
    projectId: project.id,
    targetId: target.id,
  });
  const units = (await (
    await fetch(`${stack.api.url}/api/v1/basis/target-details?targetId=${target.id}`, {
      headers: { authorization: `Bearer ${admin}` },
    })
  ).json()) as { id: number }[];
  const customer = await rest("POST", "/basis/customers", {
    targetDetailId: units[0]!.id,
    name: `連携 ${label}`,
    phone: "03-1234-0000",
  });
  const ne = await rest("POST", "/basis/negotiations", {
    matterId: matter.id,
    customerId: customer.id,
    negotiationStatusId: 4,
  });
  await rest("PATCH", `/basis/negotiations/${ne.id}`, {
    version: ne.version,
    negotiationStatusId: 6,
    completeReason: 1,
  });
  const construction = await rest("POST", "/basis/constructions", {
    matterId: matter.id,
    associateCompanyId: company,
  });
  return construction.id;
}

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
});

describe("a machine client's token at the gateway", () => {
  it("with only targetRead: reads targets, is refused matters with the permission message", async () => {
    const created = await register("物件参照連携", ["TARGET_READ"]);
    const bearer = await accessToken(created);
    const viewer = await ok<{
      viewer: {
        name: string;
        machineClient: { clientId: string; scopes: string[] };
        can: Record<string, boolean>;
      };
    }>(
      stack.gateway.url,
      bearer,
      `query { viewer { name machineClient { clientId scopes } can { targetEdit matterRead } } }`,
    );
    expect(viewer.viewer).toEqual({
      name: "物件参照連携",
      machineClient: { clientId: created.client.clientId, scopes: ["TARGET_READ"] },
      can: { targetEdit: false, matterRead: false },
    });
    const targets = await ok<{ targets: { pageInfo: { totalCount: number } } }>(
      stack.gateway.url,
      bearer,
      `query { targets(pageSize: 1) { pageInfo { totalCount } } }`,
    );
    expect(targets.targets.pageInfo.totalCount).toBeGreaterThanOrEqual(0);
    stack.api.requests.length = 0;
    const matters = await gql(stack.gateway.url, `query { matters { items { id } } }`, {
      token: bearer,
    });
    expect(matters.body.errors?.[0]).toMatchObject({
      message: "この操作を行う権限がありません",
      extensions: { code: "FORBIDDEN" },
    });
    expect(stack.api.count("GET /api/v1/basis/matters")).toBe(0);
    // Screens of people stay closed to it: the dashboard, the users, other clients.
    for (const query of ["{ dashboard { __typename } }", "{ machineClients { id } }"]) {
      const refused = await gql(stack.gateway.url, query, { token: bearer });
      expect(refused.body.errors?.[0]?.extensions?.code, query).toBe("FORBIDDEN");
    }
  });

  it("a client registered for a partner company sees only that company's constructions", async () => {
    const own = await constructionOf(1, "自社");
    const other = await constructionOf(2, "他社");
    const created = await register("協力会社連携", ["CONSTRUCTION_READ"], 1);
    const bearer = await accessToken(created);
    const seen = await ok<{ constructions: { items: { id: string }[] } }>(
      stack.gateway.url,
      bearer,
      `query { constructions(pageSize: 200) { items { id } } }`,
    );
    const ids = seen.constructions.items.map((c) => Number(c.id));
    expect(ids).toContain(own);
    expect(ids).not.toContain(other);
    const byId = await gql<{ construction: { id: string } | null }>(
      stack.gateway.url,
      `query ($id: ID!) { construction(id: $id) { id } }`,
      { token: bearer, variables: { id: String(other) } },
    );
    expect(byId.body.data?.construction ?? null).toBeNull();
  });

  it("downloads a generated PDF through downloadUrl with its own token", async () => {
    const fixture = await createMatters(stack.gateway.url, admin, 1, { customerEvery: 1 });
    const { matter } = await ok<{ matter: { negotiations: { id: string }[] } }>(
      stack.gateway.url,
      admin,
      `query ($id: ID!) { matter(id: $id) { negotiations { id } } }`,
      { id: fixture.matterIds[0] },
    );
    const negotiationId = matter.negotiations[0]!.id;
    // Made by a person beforehand, straight at the API: a first PDF (fonts loaded cold) on a
    // busy machine can outlast the test gateway's 5 s API timeout, which is not under test here.
    await rest("POST", "/documents/generate", {
      negotiationId: Number(negotiationId),
      kind: "contract",
      documentTypes: [3],
    });
    const created = await register("帳票取得連携", ["NEGOTIATION_READ", "MATTER_READ"]);
    const bearer = await accessToken(created);
    const docs = await ok<{
      negotiation: { attachments: { fileName: string; downloadUrl: string }[] };
    }>(
      stack.gateway.url,
      bearer,
      `query ($id: ID!) { negotiation(id: $id) { attachments { fileName downloadUrl } } }`,
      { id: negotiationId },
    );
    const pdf = docs.negotiation.attachments.find((a) => a.fileName.startsWith("光加入申込書"));
    expect(pdf).toBeDefined();
    const file = await fetch(pdf!.downloadUrl, { headers: { authorization: `Bearer ${bearer}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("application/pdf");
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  }, 30_000);

  it("a disabled client's token is refused within the token cache's lifetime (printed)", async () => {
    // As in production: the gateway keeps a viewer for VIEWER_CACHE_TTL_MS (default 15 s).
    const cached = await startTestGateway(
      testEnv(stack.identity, stack.api.url, { VIEWER_CACHE_TTL_MS: "15000" }),
    );
    try {
      const created = await register("停止連携", ["TARGET_READ"]);
      const bearer = await accessToken(created);
      const probe = () =>
        gql(cached.url, `query { targets(pageSize: 1) { pageInfo { totalCount } } }`, {
          token: bearer,
        });
      expect((await probe()).status).toBe(200);
      const disabledAt = Date.now();
      await ok(
        stack.gateway.url,
        admin,
        `mutation ($id: ID!, $input: UpdateMachineClientInput!) { updateMachineClient(id: $id, input: $input) { disabled } }`,
        { id: created.client.id, input: { version: created.client.version, disabled: true } },
      );
      let refusedAfterMs = -1;
      while (Date.now() - disabledAt < 20_000) {
        const answer = await probe();
        if (
          answer.status === 401 ||
          answer.body.errors?.[0]?.extensions?.code === "UNAUTHENTICATED"
        ) {
          refusedAfterMs = Date.now() - disabledAt;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // Every REST call is checked by the API, whose own cache of a token (AUTH_CACHE_TTL_MS,
      // 5 s) is dropped at once on the process that wrote the change: other API processes refuse
      // within that TTL. The gateway's 15 s viewer cache never lets a refused token through.
      console.log(
        `disabled client refused after ${refusedAfterMs} ms (bound: AUTH_CACHE_TTL_MS 5,000 ms)`,
      );
      expect(refusedAfterMs).toBeGreaterThanOrEqual(0);
      expect(refusedAfterMs).toBeLessThanOrEqual(5_000 + 1_000);
      expect((await token(created.client.clientId, created.secret)).status).toBe(401);
    } finally {
      await cached.close();
    }
  }, 30_000);

  it("a rotated secret stops working at once for new tokens", async () => {
    const created = await register("再発行連携", ["TARGET_READ"]);
    const rotated = await ok<{ rotateMachineClientSecret: { secret: string } }>(
      stack.gateway.url,
      admin,
      `mutation ($id: ID!, $version: Int!) { rotateMachineClientSecret(id: $id, version: $version) { secret } }`,
      { id: created.client.id, version: created.client.version },
    );
    expect(await token(created.client.clientId, created.secret)).toMatchObject({
      status: 401,
      body: { error: "invalid_client" },
    });
    expect(
      (await token(created.client.clientId, rotated.rotateMachineClientSecret.secret)).status,
    ).toBe(200);
  });

  it("a person's token still works, and staff without userManage cannot see the clients", async () => {
    const matterStaff = (await stack.identity.tokens("matter@example.jp")).idToken;
    const answer = await gql(stack.gateway.url, `{ machineClients { id } }`, {
      token: matterStaff,
    });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const listed = await ok<{ machineClients: { clientId: string }[] }>(
      stack.gateway.url,
      admin,
      `{ machineClients { clientId } }`,
    );
    expect(listed.machineClients.length).toBeGreaterThan(0);
  });
});
