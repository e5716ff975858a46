// The two body limits of #36 over real HTTP: /graphql reads JSON up to GRAPHQL_BODY_LIMIT_BYTES
// (1 MB), /graphql/upload reads a GraphQL multipart request (a file) up to
// UPLOAD_BODY_LIMIT_BYTES; what a photo upload stores comes back as it was sent; a file the API
// cannot show safely is downloaded in a CSP sandbox; deleteAttachment answers as REST does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/api";
import {
  gql,
  startTestGateway,
  startTestIdentity,
  testEnv,
  type TestGateway,
  type TestIdentity,
} from "../test/harness";

let identity: TestIdentity;
let api: TestApi;
let gateway: TestGateway;
let small: TestGateway;
let targetId: string;

const token = async (email: string) => (await identity.tokens(email)).idToken;

// A JPEG's leading bytes, then filler: the API checks the type by the first bytes only.
const jpeg = (size: number) => {
  const bytes = Buffer.alloc(size, 0x55);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]).copy(bytes);
  return bytes;
};

const CREATE = `mutation ($input: CreateAttachmentInput!) {
  createAttachment(input: $input) { id size mimeType fileName }
}`;

/** A GraphQL multipart request as urql sends one: operations, map, the file as part 0. */
async function upload(
  url: string,
  options: {
    email?: string;
    query?: string;
    variables: Record<string, unknown>;
    path: string;
    file: Blob;
    preflight?: boolean;
  },
) {
  const form = new FormData();
  form.append(
    "operations",
    JSON.stringify({ query: options.query ?? CREATE, variables: options.variables }),
  );
  form.append("map", JSON.stringify({ 0: [options.path] }));
  form.append("0", options.file, "photo.jpg");
  const headers: Record<string, string> = {
    authorization: `Bearer ${await token(options.email ?? "admin@example.jp")}`,
  };
  if (options.preflight !== false) headers["apollo-require-preflight"] = "true";
  const res = await fetch(`${url}/graphql/upload`, { method: "POST", headers, body: form });
  // Tests read answers of several shapes; `any` keeps the assertions short.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const photoInput = (fileName = "現場写真.jpg") => ({
  ownerType: "target",
  ownerId: targetId,
  kind: "photo",
  fileName,
  mimeType: "image/jpeg",
  contentBase64: null,
});

beforeAll(async () => {
  identity = await startTestIdentity();
  api = await startTestApi(identity);
  gateway = await startTestGateway(testEnv(identity, api.url));
  // The smallest upload limit allowed, to see it refuse.
  small = await startTestGateway(
    testEnv(identity, api.url, { UPLOAD_BODY_LIMIT_BYTES: String(1024 * 1024) }),
  );
  const created = await gql<{ createTarget: { id: string } }>(
    gateway.url,
    `mutation { createTarget(input: { name: "添付試験物件", targetType: 2 }) { id } }`,
    { token: await token("admin@example.jp") },
  );
  expect(created.text).toContain("createTarget");
  targetId = created.body.data!.createTarget.id;
}, 120_000);

afterAll(async () => {
  await small?.close();
  await gateway?.close();
  await api?.close();
  await identity?.close();
});

describe("/graphql reads at most GRAPHQL_BODY_LIMIT_BYTES (1 MB)", () => {
  it("answers a 2 MB JSON body with 413 in Japanese, in the GraphQL error shape", async () => {
    const answer = await gql(gateway.url, "query ($x: String) { __typename }", {
      token: await token("admin@example.jp"),
      variables: { x: "a".repeat(2 * 1024 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      errors: [
        {
          message: "送信データが大きすぎます。件数を減らして再度お試しください",
          extensions: { code: "PAYLOAD_TOO_LARGE" },
        },
      ],
    });
  });

  it("still answers a body just under the limit", async () => {
    // Padded with white space (a large unused variable would be refused as unused).
    const answer = await gql(gateway.url, `{ __typename }${" ".repeat(1000 * 1024)}`, {
      token: await token("admin@example.jp"),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { __typename: "Query" } });
  });
});

describe("/graphql/upload: a file, with its own limit", () => {
  it("stores a 5 MB photo (five times /graphql's limit) and serves back the same bytes", async () => {
    const bytes = jpeg(5 * 1024 * 1024);
    const answer = await upload(gateway.url, {
      variables: { input: photoInput() },
      path: "variables.input.contentBase64",
      file: new Blob([bytes], { type: "image/jpeg" }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.createAttachment).toMatchObject({
      size: bytes.length,
      mimeType: "image/jpeg",
      fileName: "現場写真.jpg",
    });
    const res = await fetch(
      `${gateway.url}/files/attachments/${answer.body.data.createAttachment.id}`,
      {
        headers: { authorization: `Bearer ${await token("admin@example.jp")}` },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("content-security-policy")).not.toContain("sandbox");
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  }, 60_000);

  it("refuses an HTML page labelled image/jpeg as a photo, in Japanese", async () => {
    const answer = await upload(gateway.url, {
      variables: { input: photoInput("写真.jpg") },
      path: "variables.input.contentBase64",
      file: new Blob(["<!doctype html><script>alert(1)</script>"], { type: "image/jpeg" }),
    });
    expect(answer.body.errors[0]).toMatchObject({
      extensions: {
        code: "BAD_USER_INPUT",
        fieldErrors: [
          {
            field: "contentBase64",
            messages: ["写真として登録できるのは JPEG・PNG・WebP・HEIC の画像だけです"],
          },
        ],
      },
    });
  });

  it("refuses a body over UPLOAD_BODY_LIMIT_BYTES with 413 in Japanese", async () => {
    const answer = await upload(small.url, {
      variables: { input: photoInput() },
      path: "variables.input.contentBase64",
      file: new Blob([jpeg(1536 * 1024)], { type: "image/jpeg" }),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.errors[0]).toEqual({
      message: "送信データが大きすぎます。件数を減らして再度お試しください",
      extensions: { code: "PAYLOAD_TOO_LARGE" },
    });
  });

  it("holds the operation part to /graphql's limit", async () => {
    const answer = await upload(gateway.url, {
      variables: { input: { ...photoInput(), fileName: "a".repeat(2 * 1024 * 1024) } },
      path: "variables.input.contentBase64",
      file: new Blob([jpeg(100)]),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.errors[0].extensions.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses a multipart body without Apollo's preflight header (a foreign form could send it)", async () => {
    const answer = await upload(gateway.url, {
      variables: { input: photoInput() },
      path: "variables.input.contentBase64",
      file: new Blob([jpeg(100)]),
      preflight: false,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
  });

  it("refuses JSON (415) and a map that points anywhere but a null variable (400)", async () => {
    const json = await fetch(`${gateway.url}/graphql/upload`, {
      method: "POST",
      headers: { "content-type": "application/json", "apollo-require-preflight": "true" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(json.status).toBe(415);
    const refused = (await json.json()) as { errors: { extensions: { code: string } }[] };
    expect(refused.errors[0]?.extensions.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const badPath = await upload(gateway.url, {
      variables: { input: photoInput() },
      path: "query",
      file: new Blob([jpeg(100)]),
    });
    expect(badPath.status).toBe(400);
    expect(badPath.body.errors[0]).toEqual({
      message: "リクエストの形式が正しくありません",
      extensions: { code: "BAD_REQUEST" },
    });
  });

  it("runs a CSV import from a file (contentEncoding BASE64)", async () => {
    const csv = "物件種別,物件名\n2,アップロード試験邸\n";
    const answer = await upload(gateway.url, {
      query: `mutation ($c: String!) { importTargets(content: $c, contentEncoding: BASE64, dryRun: true) { dryRun } }`,
      variables: { c: null },
      path: "variables.c",
      file: new Blob([csv], { type: "text/csv" }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ importTargets: { dryRun: true } });
  });
});

describe("downloads of files that are not a checked image", () => {
  it("come in a CSP sandbox as application/octet-stream", async () => {
    const admin = await token("admin@example.jp");
    const created = await gql<{ createAttachment: { id: string } }>(gateway.url, CREATE, {
      token: admin,
      variables: {
        input: {
          ...photoInput("資料.html"),
          kind: "other",
          mimeType: "text/html",
          contentBase64: Buffer.from("<script>alert(1)</script>").toString("base64"),
        },
      },
    });
    const res = await fetch(
      `${gateway.url}/files/attachments/${created.body.data!.createAttachment.id}`,
      {
        headers: { authorization: `Bearer ${admin}` },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/octet-stream");
    expect(res.headers.get("content-security-policy")).toMatch(/(^|;)\s*sandbox$/);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
  });
});

describe("deleteAttachment agrees with REST: 403 for a missing flag, 404 for a row out of sight", () => {
  it("FORBIDDEN for 引込線登録 and 交渉担当, NOT_FOUND for 工事担当, nothing deleted", async () => {
    const admin = await token("admin@example.jp");
    const created = await gql<{ createAttachment: { id: string } }>(gateway.url, CREATE, {
      token: admin,
      variables: {
        input: { ...photoInput(), contentBase64: jpeg(64).toString("base64") },
      },
    });
    const id = created.body.data!.createAttachment.id;
    const remove = async (email: string) =>
      (
        await gql(gateway.url, `mutation ($id: ID!) { deleteAttachment(id: $id, version: 1) }`, {
          token: await token(email),
          variables: { id },
        })
      ).body.errors?.[0]?.extensions;
    expect(await remove("linecode@example.jp")).toMatchObject({
      code: "FORBIDDEN",
      http: { status: 403 },
    });
    expect(await remove("negotiation@example.jp")).toMatchObject({ code: "FORBIDDEN" });
    expect(await remove("construction@example.jp")).toMatchObject({
      code: "NOT_FOUND",
      http: { status: 404 },
    });
    const still = await gql(gateway.url, `query ($id: ID!) { attachment(id: $id) { id } }`, {
      token: admin,
      variables: { id },
    });
    expect(still.body.data).toEqual({ attachment: { id } });
  });
});
