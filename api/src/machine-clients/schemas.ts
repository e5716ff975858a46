import { Type } from "typebox";
import { MACHINE_SCOPES, type MachineScope } from "@cfx/domain/machine-scopes";
import { Id, NamedItem, Nullable, Timestamp, VersionField } from "../platform/schemas";

export const MACHINE_CLIENT_NAME_MAX = 100;

const Scope = Type.Unsafe<MachineScope>(
  Type.Enum([...MACHINE_SCOPES], { description: "読み取りスコープ (…Read) または権限フラグ" }),
);

export const MachineClient = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  clientId: Type.String({ description: "アプリクライアントID (app client id)" }),
  name: Type.String(),
  scopes: Type.Array(Scope),
  associateCompany: Nullable(NamedItem),
  disabled: Type.Boolean(),
  hasSecret: Type.Boolean({ description: "true: the product keeps its secret (local mode)" }),
  lastUsedAt: Nullable(Timestamp),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  createdBy: Nullable(Type.Integer()),
  updatedBy: Nullable(Type.Integer()),
});

const Name = Type.String({ minLength: 1, maxLength: MACHINE_CLIENT_NAME_MAX });

export const CreateMachineClientBody = Type.Object({
  name: Name,
  scopes: Type.Array(Scope, { maxItems: MACHINE_SCOPES.length, uniqueItems: true }),
  associateCompanyId: Nullable(Id),
  clientId: Type.Optional(
    Type.String({ maxLength: 128, description: "Cognito mode: the user pool's app client id" }),
  ),
});

export const PatchMachineClientBody = Type.Object({
  version: VersionField,
  name: Type.Optional(Name),
  scopes: Type.Optional(Type.Array(Scope, { maxItems: MACHINE_SCOPES.length, uniqueItems: true })),
  associateCompanyId: Type.Optional(Nullable(Id)),
  disabled: Type.Optional(Type.Boolean()),
});

export const MachineClientWithSecret = Type.Object({
  client: MachineClient,
  secret: Nullable(
    Type.String({ description: "The client secret: answered this once, never stored in clear" }),
  ),
});

export const RotateBody = Type.Object({ version: VersionField });

// Open: RFC 6749 §3.2 has the server ignore parameters it does not know.
export const TokenBody = Type.Object(
  {
    grant_type: Type.String({ maxLength: 100 }),
    client_id: Type.Optional(Type.String({ maxLength: 128 })),
    client_secret: Type.Optional(Type.String({ maxLength: 200 })),
    scope: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: true },
);

export const TokenAnswer = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal("Bearer"),
  expires_in: Type.Integer(),
});

export const OAuthError = Type.Object({
  error: Type.String(),
  error_description: Type.String(),
});
