import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  type UserType,
} from "@aws-sdk/client-cognito-identity-provider";
import { cognitoClient } from "@cfx/identity/emulator";
import { badRequest, upstreamError } from "../platform/errors";
import { isValidPassword, PASSWORD_RULE_MESSAGE } from "@cfx/domain/rules";

/**
 * The user-pool operations the users area needs. Implemented over the Cognito API, which the
 * local emulator (cognito-local) also speaks. Every method throws an HttpError the routes can
 * let through: 400 for input the pool refuses, 502 when the pool cannot be reached.
 */
export interface IdentityAdmin {
  /**
   * Creates the identity user with a temporary password (NEW_PASSWORD_REQUIRED at first sign-in)
   * and answers its `sub`, the identity the API row is bound to.
   */
  createUser(input: {
    email: string;
    name: string;
    temporaryPassword: string;
  }): Promise<{ sub: string }>;
  /** Changes the sign-in e-mail (marked verified: the administrator vouches for it). */
  updateUser(email: string, changes: { email?: string; name?: string }): Promise<void>;
  /** Resets the password to a temporary one (NEW_PASSWORD_REQUIRED at the next sign-in). */
  setTemporaryPassword(email: string, password: string): Promise<void>;
  /** Blocks sign-in (soft delete of the API row). */
  disableUser(email: string): Promise<void>;
  /** Removes the identity user (undo of a create whose transaction failed; re-registering a deleted user). */
  deleteUser(email: string): Promise<void>;
  /** 'enabled' | 'disabled' | 'missing' — for checks and tests. */
  status(email: string): Promise<"enabled" | "disabled" | "missing">;
  /**
   * The `sub` of every identity user whose `email` attribute is exactly `email` (ListUsers with a
   * filter, not AdminGetUser: a pool matches a Username loosely, and more than one answer must be
   * seen to be refused).
   */
  subsByEmail(email: string): Promise<string[]>;
  /**
   * The pool status of the identity users with these `sub`s (absent from the map: not in the
   * pool). Never one call per user: one ListUsers by `sub` for a single user, otherwise two
   * filtered ListUsers for the whole pool — the users who must change a temporary password, and
   * the disabled ones — whatever the number of subs; everyone else is active.
   */
  statusesBySub(subs: readonly string[]): Promise<Map<string, AccountStatus>>;
}

/** The user list's status column (docs/spec.md §3): 仮パスワード / 有効 / 無効. */
export type AccountStatus = "TEMPORARY_PASSWORD" | "ACTIVE" | "DISABLED";

const accountStatus = (user: { Enabled?: boolean; UserStatus?: string }): AccountStatus =>
  user.Enabled === false
    ? "DISABLED"
    : user.UserStatus === "FORCE_CHANGE_PASSWORD"
      ? "TEMPORARY_PASSWORD"
      : "ACTIVE";

/** The spec's password policy (`@cfx/domain/rules`): the web checks the same rule with the same words. */
export { isValidPassword, PASSWORD_RULE_MESSAGE };

/** The pool, and where it is: the emulator's base URL (local) or an AWS region (cognito). */
export type IdentityAdminConfig =
  | { mode: "local"; userPoolId: string; endpoint: string }
  | { mode: "cognito"; userPoolId: string; region: string };

export function createIdentityAdmin(
  config: IdentityAdminConfig,
): IdentityAdmin & { close(): void } {
  const client =
    config.mode === "local"
      ? cognitoClient(config.endpoint)
      : new CognitoIdentityProviderClient({ region: config.region });
  const UserPoolId = config.userPoolId;

  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw mapIdentityError(error);
    }
  }

  /** Every user matching a ListUsers filter, all pages. */
  async function listAll(Filter: string) {
    const found: UserType[] = [];
    let PaginationToken: string | undefined;
    do {
      const page = await call(() =>
        client.send(new ListUsersCommand({ UserPoolId, Filter, PaginationToken })),
      );
      found.push(...(page.Users ?? []));
      PaginationToken = page.PaginationToken;
    } while (PaginationToken);
    return found;
  }

  return {
    async createUser({ email, name, temporaryPassword }) {
      const out = await call(() =>
        client.send(
          new AdminCreateUserCommand({
            UserPoolId,
            Username: email,
            TemporaryPassword: temporaryPassword,
            MessageAction: "SUPPRESS",
            UserAttributes: [
              { Name: "email", Value: email },
              { Name: "email_verified", Value: "true" },
              { Name: "name", Value: name },
            ],
          }),
        ),
      );
      const sub = attribute(out.User?.Attributes, "sub");
      // Both Cognito and the emulator always answer it; without it the row could not be bound.
      if (!sub) throw upstreamError("identity");
      return { sub };
    },
    async updateUser(email, changes) {
      const attributes: { Name: string; Value: string }[] = [];
      if (changes.email !== undefined) {
        attributes.push(
          { Name: "email", Value: changes.email },
          { Name: "email_verified", Value: "true" },
        );
      }
      if (changes.name !== undefined) attributes.push({ Name: "name", Value: changes.name });
      if (attributes.length === 0) return;
      await call(() =>
        client.send(
          new AdminUpdateUserAttributesCommand({
            UserPoolId,
            Username: email,
            UserAttributes: attributes,
          }),
        ),
      );
    },
    async setTemporaryPassword(email, password) {
      await call(() =>
        client.send(
          new AdminSetUserPasswordCommand({
            UserPoolId,
            Username: email,
            Password: password,
            Permanent: false,
          }),
        ),
      );
    },
    async disableUser(email) {
      await call(() => client.send(new AdminDisableUserCommand({ UserPoolId, Username: email })));
    },
    async deleteUser(email) {
      await call(() => client.send(new AdminDeleteUserCommand({ UserPoolId, Username: email })));
    },
    async status(email) {
      try {
        const out = await client.send(new AdminGetUserCommand({ UserPoolId, Username: email }));
        return out.Enabled === false ? "disabled" : "enabled";
      } catch (error) {
        if (errorName(error) === "UserNotFoundException") return "missing";
        throw mapIdentityError(error);
      }
    },
    async statusesBySub(subs) {
      const result = new Map<string, AccountStatus>();
      const wanted = subs.filter((sub) => /^[\w-]+$/.test(sub));
      if (wanted.length === 0) return result;
      const [only] = wanted;
      if (wanted.length === 1 && only) {
        for (const user of await listAll(`sub = "${only}"`)) {
          if (attribute(user.Attributes, "sub") === only) result.set(only, accountStatus(user));
        }
        return result;
      }
      // cognito-local filters `status` on its boolean `Enabled`; Cognito on "Enabled"/"Disabled".
      const disabledFilter = config.mode === "local" ? `status = "false"` : `status = "Disabled"`;
      const [temporary, disabled] = await Promise.all([
        listAll(`cognito:user_status = "FORCE_CHANGE_PASSWORD"`),
        listAll(disabledFilter),
      ]);
      const subsOf = (list: typeof temporary) =>
        new Set(list.map((u) => attribute(u.Attributes, "sub")));
      const temporarySubs = subsOf(temporary);
      const disabledSubs = subsOf(disabled);
      for (const sub of wanted) {
        result.set(
          sub,
          disabledSubs.has(sub)
            ? "DISABLED"
            : temporarySubs.has(sub)
              ? "TEMPORARY_PASSWORD"
              : "ACTIVE",
        );
      }
      return result;
    },
    async subsByEmail(email) {
      // The filter language quotes with "…"; an address that needs escaping is not ours anyway.
      if (/["\\]/.test(email)) return [];
      const subs: string[] = [];
      let PaginationToken: string | undefined;
      do {
        const page = await call(() =>
          client.send(
            new ListUsersCommand({
              UserPoolId,
              Filter: `email = "${email}"`,
              PaginationToken,
            }),
          ),
        );
        for (const user of page.Users ?? []) {
          const sub = attribute(user.Attributes, "sub");
          if (sub && attribute(user.Attributes, "email") === email) subs.push(sub);
        }
        PaginationToken = page.PaginationToken;
      } while (PaginationToken);
      return subs;
    },
    close() {
      client.destroy();
    },
  };
}

const attribute = (list: { Name?: string; Value?: string }[] | undefined, name: string) =>
  list?.find((a) => a.Name === name)?.Value;

export const errorName = (error: unknown) =>
  typeof error === "object" && error !== null ? String((error as { name?: unknown }).name) : "";

function mapIdentityError(error: unknown): Error {
  switch (errorName(error)) {
    case "UsernameExistsException":
    case "AliasExistsException":
      return badRequest({ email: ["このメールアドレスは既に登録されています"] });
    case "InvalidPasswordException":
      return badRequest({ temporaryPassword: [PASSWORD_RULE_MESSAGE] });
    case "InvalidParameterException":
      return badRequest({ email: ["認証サービスが入力を受け付けませんでした"] });
    case "UserNotFoundException":
      // The API row exists but the pool lost the user: report it rather than half-apply.
      return badRequest({ email: ["認証サービスに該当ユーザが見つかりません"] });
    default:
      return Object.assign(upstreamError("identity"), { cause: error });
  }
}
