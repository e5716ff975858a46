// What Amplify keeps in the browser, read and cleared directly: the spec's session gate looks at the
// stored credential itself (§4), and sign-out must leave no identity entry behind.
//
// Amplify v6 stores tokens in localStorage as `CognitoIdentityServiceProvider.<clientId>.<username>.<kind>`
// plus `CognitoIdentityServiceProvider.<clientId>.LastAuthUser`; sign-in flow state and OAuth flags go
// to keys starting with `amplify` / `CognitoIdentityServiceProvider` in local or session storage.

const PREFIXES = ["CognitoIdentityServiceProvider", "amplify", "aws.cognito", "aws-amplify"];

export function isIdentityKey(key: string): boolean {
  const lower = key.toLowerCase();
  return PREFIXES.some((prefix) => lower.startsWith(prefix.toLowerCase()));
}

/** The stored ID token of the last signed-in user of `clientId`, if any. */
export function storedIdToken(
  clientId: string,
  storage: Storage = window.localStorage,
): string | null {
  const base = `CognitoIdentityServiceProvider.${clientId}`;
  const user = storage.getItem(`${base}.LastAuthUser`);
  if (!user) return null;
  return storage.getItem(`${base}.${user}.idToken`);
}

export function hasStoredCredential(
  clientId: string,
  storage: Storage = window.localStorage,
): boolean {
  return !!storedIdToken(clientId, storage);
}

/** Removes every identity entry from the given storages; returns the keys removed. */
export function clearStoredIdentity(
  storages: Storage[] = [window.localStorage, window.sessionStorage],
): string[] {
  const removed: string[] = [];
  for (const storage of storages) {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && isIdentityKey(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
    removed.push(...keys);
  }
  return removed;
}
