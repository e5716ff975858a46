import {
  tokenKey,
  trustedUntilMs,
  type IdTokenVerifier,
  type VerifiedIdentity,
} from "@cfx/identity/verifier";

/** Entries kept at most: a few hundred bytes each. */
export const VERIFIED_TOKENS_MAX_ENTRIES = 1_000;

/**
 * The identity of recently verified ID tokens, so the web app's requests (the same token for an
 * hour) do not each pay for a signature check: ~0.35 ms of the gateway's ~9 ms per list page on
 * this class of machine.
 *
 * Why this is safe:
 * - An entry is made only by a verification that passed (signature, issuer, audience, token use,
 *   expiry) and is kept under `tokenKey`: only the same token bytes hit, no raw token is kept.
 * - An entry never outlives the token's `exp`, nor its maximum age (`trustedUntilMs`): such a
 *   token is verified again, and refused.
 * - A refused token is never kept: it is verified (and refused) every time.
 * - What verification checks cannot change while the token is valid. Whether its user still
 *   exists or may do something is not decided here: the viewer cache and the API decide that on
 *   every request, as before.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, { identity: VerifiedIdentity; expiresMs: number }>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly verifier: Pick<IdTokenVerifier, "verify">,
    options: { maxEntries?: number; now?: () => number } = {},
  ) {
    this.maxEntries = Math.max(1, options.maxEntries ?? VERIFIED_TOKENS_MAX_ENTRIES);
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The token's identity: from an earlier verification while the token is valid, else verified. */
  async verify(token: string): Promise<VerifiedIdentity> {
    const key = tokenKey(token);
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && kept.expiresMs > now) return kept.identity;
    if (kept) this.entries.delete(key);
    const identity = await this.verifier.verify(token);
    const until = trustedUntilMs(identity.claims);
    if (until !== undefined && until > this.now()) {
      // The Map's order is the insertion order: the oldest entry goes first when full.
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, { identity, expiresMs: until });
    }
    return identity;
  }
}
