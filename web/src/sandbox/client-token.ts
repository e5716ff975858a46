// The sandbox as a machine client (issue #39, local mode): a client-credentials token from the
// gateway's /oauth2/token, kept in memory only (never in storage) and asked again a minute before
// it expires, so a developer tries exactly what the integration will be allowed.

export class ClientTokenError extends Error {}

export function createClientTokenSource(
  clientId: string,
  secret: string,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
) {
  let current: { token: string; renewAt: number } | undefined;
  return async function clientToken(): Promise<string> {
    if (current && now() < current.renewAt) return current.token;
    const response = await fetchImpl("/oauth2/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: clientId,
        client_secret: secret,
      }).toString(),
    });
    const body = (await response.json()) as {
      access_token?: string;
      expires_in?: number;
      error_description?: string;
    };
    if (!response.ok || !body.access_token) {
      throw new ClientTokenError(body.error_description ?? "トークンを取得できませんでした");
    }
    current = {
      token: body.access_token,
      renewAt: now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000,
    };
    return current.token;
  };
}
