// The user pool and web app client the runbook (docs/DEPLOY.md, "The Cognito user pool") asks
// for, as the emulator bootstrap creates them: one place, so `pnpm start`, the tests and the
// bundle smoke run on the settings a deployment is told to use.

import type {
  CreateUserPoolClientCommandInput,
  CreateUserPoolCommandInput,
} from "@aws-sdk/client-cognito-identity-provider";

/** Lifetime of ID and access tokens (Cognito's default, and what the runbook promises). */
export const TOKEN_VALIDITY_MINUTES = 60;
/** Lifetime of a refresh token: how long the web app renews silently before a new sign-in. */
export const REFRESH_TOKEN_VALIDITY_DAYS = 30;

export const userPoolSettings = {
  PoolName: "cfx",
  UsernameAttributes: ["email"],
  UsernameConfiguration: { CaseSensitive: false },
  AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
  AutoVerifiedAttributes: ["email"],
  // E-mail is the sign-in name: a new address replaces the old one only once it is verified.
  // The API's own change (AdminUpdateUserAttributes with email_verified=true, the 管理者 vouching
  // for it) applies at once; any other change waits for the code sent to the new address.
  UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ["email"] },
  Policies: {
    PasswordPolicy: {
      MinimumLength: 8,
      RequireUppercase: true,
      RequireLowercase: true,
      RequireNumbers: true,
      RequireSymbols: false,
    },
  },
} satisfies CreateUserPoolCommandInput;

/** The token lifetimes of the web app client (also applied to a pool kept from an older run). */
export const tokenValidity = {
  IdTokenValidity: TOKEN_VALIDITY_MINUTES,
  AccessTokenValidity: TOKEN_VALIDITY_MINUTES,
  RefreshTokenValidity: REFRESH_TOKEN_VALIDITY_DAYS,
  TokenValidityUnits: { IdToken: "minutes", AccessToken: "minutes", RefreshToken: "days" },
} satisfies Partial<CreateUserPoolClientCommandInput>;

export const appClientSettings = {
  ClientName: "cfx-web",
  GenerateSecret: false,
  ExplicitAuthFlows: ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
  EnableTokenRevocation: true,
  ...tokenValidity,
} satisfies Omit<CreateUserPoolClientCommandInput, "UserPoolId">;
