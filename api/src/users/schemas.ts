import { Type } from "typebox";
import { FLAGS } from "../auth/flags";
import { listQuerySchema } from "../platform/list";
import { Id, NamedItem, Timestamp, VersionField } from "../platform/schemas";
import { EMAIL_MAX_LENGTH, USER_NAME_MAX_LENGTH } from "@cfx/domain/rules";

export const Role = Type.Object(
  Object.fromEntries(FLAGS.map((flag) => [flag, Type.Boolean()])) as Record<
    (typeof FLAGS)[number],
    ReturnType<typeof Type.Boolean>
  >,
  { description: "Permission flags of the role type (docs/DOMAIN.md)" },
);

/** The user record of docs/CONTRACTS.md. */
export const User = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  roleTypeId: Type.Integer(),
  roleType: NamedItem,
  associateCompanies: Type.Array(NamedItem, { description: "The first is the user's own" }),
  teams: Type.Array(NamedItem),
  clients: Type.Array(NamedItem),
  role: Role,
  version: Type.Integer(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

/**
 * The user pool's view of the account (spec: user list status column): TEMPORARY_PASSWORD
 * (FORCE_CHANGE_PASSWORD: a new password is asked at the next sign-in), ACTIVE, DISABLED; as
 * stored by the API (users/account-status.ts), never asked per request; null while not known.
 */
export const UserStatus = Type.Union([
  Type.Enum(["TEMPORARY_PASSWORD", "ACTIVE", "DISABLED"]),
  Type.Null(),
]);

/**
 * The user record of /basis/users: the record of /login (docs/CONTRACTS.md, unchanged) plus the
 * reading of the name and the pool's status, which only user administration needs.
 */
export const ManagedUser = Type.Object({
  ...User.properties,
  nameKana: Type.Union([Type.String(), Type.Null()], {
    description: "氏名カナ (full-width katakana), null when not entered",
  }),
  status: UserStatus,
});

const Name = Type.String({
  minLength: 1,
  maxLength: USER_NAME_MAX_LENGTH,
  pattern: "\\S",
  "x-message": "必須項目です",
});
// Hiragana and half-width kana are accepted and stored as full-width katakana (docs/DOMAIN.md).
const NameKana = Type.String({
  maxLength: USER_NAME_MAX_LENGTH * 2,
  description: "氏名カナ (ひらがな・半角カナは全角カタカナに変換); empty clears it",
});
const Password = Type.String({ minLength: 1, maxLength: 256 });
const Email = Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH, format: "email" });
const IdList = Type.Array(Id, { maxItems: 50, uniqueItems: true });

export const CreateUserBody = Type.Object(
  {
    name: Name,
    nameKana: Type.Optional(Type.Union([NameKana, Type.Null()])),
    email: Email,
    roleTypeId: Id,
    associateCompanyIds: Type.Optional(IdList),
    teamIds: Type.Optional(IdList),
    clientIds: Type.Optional(IdList),
    temporaryPassword: Password,
  },
  { additionalProperties: false },
);

export const PatchUserBody = Type.Object(
  {
    version: VersionField,
    name: Type.Optional(Name),
    nameKana: Type.Optional(Type.Union([NameKana, Type.Null()])),
    email: Type.Optional(Email),
    roleTypeId: Type.Optional(Id),
    associateCompanyIds: Type.Optional(IdList),
    teamIds: Type.Optional(IdList),
    clientIds: Type.Optional(IdList),
    /** Resets the password: the user must choose a new one at the next sign-in. */
    temporaryPassword: Type.Optional(Password),
  },
  { additionalProperties: false },
);

export const ResetPasswordBody = Type.Object(
  {
    /** The new temporary password (the spec's rule); never stored or audited. */
    temporaryPassword: Password,
  },
  { additionalProperties: false },
);

export const UserListQuery = listQuerySchema(["id", "name", "email", "roleType"] as const, {
  name: Type.Optional(
    Type.String({ maxLength: 100, description: "Partial match of the name or its kana" }),
  ),
  email: Type.Optional(Type.String({ maxLength: 254, description: "Partial match" })),
  roleTypeId: Type.Optional(Id),
  associateCompanyId: Type.Optional(Id),
  teamId: Type.Optional(Id),
  clientId: Type.Optional(Id),
});
