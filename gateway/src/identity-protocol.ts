// The Cognito wire protocol as the /identity proxy (identity-proxy.ts) speaks it: the target
// header, the content type, the emulator's answer, and Cognito's refusals word for word. Its own
// module because the proxy, its emulator client and its checks all answer in it.

export const TARGET_PREFIX = "AWSCognitoIdentityProviderService.";
export const JSON_TYPE = "application/x-amz-json-1.1";

export type Json = Record<string, unknown>;

/** A Cognito-style error answer: status 400 and `{ __type, message }`, as Cognito sends them. */
export class IdentityRefusal extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}

export interface EmulatorAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  raw: Buffer;
  body: Json | undefined;
}

/** An emulator refusal the browser gets as it is (e.g. the wrong temporary password). */
export class RelayedAnswer extends Error {
  constructor(readonly answer: EmulatorAnswer) {
    super("relayed");
  }
}

// What Amazon Cognito answers in these cases, word for word (Amplify and the web app's error
// mapping read the name; "User is disabled." tells a disabled account apart).
export const refuse = {
  operation: () =>
    new IdentityRefusal(
      "AccessDeniedException",
      "This operation is not available through the gateway",
    ),
  flow: () =>
    new IdentityRefusal(
      "AccessDeniedException",
      "This authentication flow is not available through the gateway",
    ),
  client: () =>
    new IdentityRefusal("ResourceNotFoundException", "User pool client does not exist."),
  malformed: () =>
    new IdentityRefusal("SerializationException", "The request body is not valid JSON"),
  disabled: () => new IdentityRefusal("NotAuthorizedException", "User is disabled."),
  session: () => new IdentityRefusal("NotAuthorizedException", "Invalid session for the user."),
  revoked: () => new IdentityRefusal("NotAuthorizedException", "Refresh Token has been revoked"),
  noCode: () =>
    new IdentityRefusal("InvalidParameterException", "ConfirmationCode and Password are required"),
  attempts: () =>
    new IdentityRefusal(
      "LimitExceededException",
      "Attempt limit exceeded, please try after some time.",
    ),
  // Cognito's answer while a user is locked out after too many wrong passwords.
  locked: () => new IdentityRefusal("NotAuthorizedException", "Password attempts exceeded"),
  unreachable: () =>
    new IdentityRefusal("InternalErrorException", "認証サービスに接続できません", 502),
};
