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
  { description: "Permission flags of the role type (DOMAIN.md)" },
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

const Name = Type.String({
  minLength: 1,
  maxLength: USER_NAME_MAX_LENGTH,
  pattern: "\\S",
  "x-message": "必須項目です",
});
const Email = Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH, format: "email" });
const IdList = Type.Array(Id, { maxItems: 50, uniqueItems: true });

export const CreateUserBody = Type.Object(
  {
    name: Name,
    email: Email,
    roleTypeId: Id,
    associateCompanyIds: Type.Optional(IdList),
    teamIds: Type.Optional(IdList),
    clientIds: Type.Optional(IdList),
    temporaryPassword: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);

export const PatchUserBody = Type.Object(
  {
    version: VersionField,
    name: Type.Optional(Name),
    email: Type.Optional(Email),
    roleTypeId: Type.Optional(Id),
    associateCompanyIds: Type.Optional(IdList),
    teamIds: Type.Optional(IdList),
    clientIds: Type.Optional(IdList),
    /** Resets the password: the user must choose a new one at the next sign-in. */
    temporaryPassword: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
  },
  { additionalProperties: false },
);

export const UserListQuery = listQuerySchema(["id", "name", "email", "roleType"] as const, {
  name: Type.Optional(Type.String({ maxLength: 100, description: "Partial match" })),
  email: Type.Optional(Type.String({ maxLength: 254, description: "Partial match" })),
  roleTypeId: Type.Optional(Id),
  associateCompanyId: Type.Optional(Id),
  teamId: Type.Optional(Id),
  clientId: Type.Optional(Id),
});
