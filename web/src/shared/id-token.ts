import { fetchAuthSession } from "aws-amplify/auth";

// The identity session's token, for the requests outside the GraphQL client (downloads, files).
// Amplify is configured by the app (app/identity.ts) before any page asks.

/** The ID token (Amplify refreshes it first when it is expired, or when forced); null when signed out. */
export async function currentIdToken(options?: { forceRefresh?: boolean }): Promise<string | null> {
  const session = await fetchAuthSession(
    options?.forceRefresh ? { forceRefresh: true } : undefined,
  );
  return session.tokens?.idToken?.toString() ?? null;
}
