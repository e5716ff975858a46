// GraphiQL's fetcher: POST /graphql on this origin with the signed-in user's ID token, read at
// send time so a token Amplify refreshed is the one sent.
import type { GraphiQLProps } from "graphiql";

export type SandboxFetcher = GraphiQLProps["fetcher"];

export function createSandboxFetcher(
  idToken: () => Promise<string | null>,
  url = "/graphql",
): SandboxFetcher {
  return async (params, options) => {
    const token = await idToken();
    const headers: Record<string, string> = {
      "content-type": "application/json",
      accept: "application/json",
      ...(options?.headers as Record<string, string> | undefined),
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(url, {
      method: "POST",
      headers,
      body: JSON.stringify(params),
    });
    return (await response.json()) as Record<string, unknown>;
  };
}
