// The bench's HTTP client (undici, keep-alive): every answer is checked, so a GraphQL error or a
// non-2xx answer fails the bench instead of being timed as if it were a result.
import { Agent, request } from "undici";

export const agent = new Agent({ keepAliveTimeout: 30_000, connections: 16 });

export class BenchError extends Error {}

export type GraphQLBody = { data?: Record<string, unknown> | null; errors?: { message: string }[] };

export async function graphql(
  gatewayUrl: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLBody> {
  const res = await request(`${gatewayUrl}/graphql`, {
    method: "POST",
    dispatcher: agent,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.body.text();
  const body = JSON.parse(text) as GraphQLBody;
  if (res.statusCode !== 200 || body.errors?.length || !body.data)
    throw new BenchError(`GraphQL answered ${res.statusCode}: ${text.slice(0, 500)}`);
  return body;
}

export async function rest(
  url: string,
  options: {
    token?: string;
    method?: "GET" | "POST";
    body?: string | Buffer;
    contentType?: string;
  } = {},
): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.contentType) headers["content-type"] = options.contentType;
  const res = await request(url, {
    method: options.method ?? "GET",
    dispatcher: agent,
    headers,
    body: options.body,
  });
  const text = await res.body.text();
  if (res.statusCode < 200 || res.statusCode >= 300)
    throw new BenchError(
      `${options.method ?? "GET"} ${url} answered ${res.statusCode}: ${text.slice(0, 500)}`,
    );
  return { status: res.statusCode, headers: res.headers, text };
}
