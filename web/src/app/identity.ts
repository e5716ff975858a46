// The identity service through Amplify (auth category only): configuration and clearing. The
// token itself is read in shared/id-token.ts (downloads need it, and shared/ imports no app).

import { Amplify } from "aws-amplify";
import { signOut } from "aws-amplify/auth";
import { clearStoredIdentity } from "./identity-storage";
import type { RuntimeConfig } from "../shared/runtime-config";

export function configureIdentity({ identity }: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: identity.userPoolId,
        userPoolClientId: identity.clientId,
        ...(identity.userPoolEndpoint ? { userPoolEndpoint: identity.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
}

const SIGN_OUT_TIMEOUT_MS = 3000;

/**
 * Ends the identity session: Amplify's sign-out (which also revokes the refresh token where the
 * service supports it), bounded in time because an unreachable identity service must not keep the
 * user signed in, then every identity entry left in storage, whatever Amplify did.
 */
export async function clearIdentitySession(): Promise<void> {
  try {
    await Promise.race([
      signOut(),
      new Promise((resolve) => setTimeout(resolve, SIGN_OUT_TIMEOUT_MS)),
    ]);
  } catch {
    // A broken or tampered token can make sign-out fail; the stored entries go regardless.
  }
  clearStoredIdentity();
}
