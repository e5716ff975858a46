import {
  EMAIL_MAX_LENGTH,
  isValidPassword,
  normalizeEmail,
  PASSWORD_RULE_MESSAGE,
  USER_NAME_MAX_LENGTH,
  USER_NAME_TOO_LONG_MESSAGE,
} from "@cfx/domain/rules";
import { z } from "../../shared/form/zod";
import { KATAKANA_RULE, toFullWidthKatakana } from "../../shared/form/normalize";
import { idOrNull } from "../../shared/form/options";

// The user form's schema: the client-side checks (the server checks again; these only spare the
// user a round trip) and the conversion of the inputs into what the page sends.

export type UserFormMode = "create" | "edit";

export interface Option {
  id: number;
  name: string;
}

/** A team belongs to one partner company; the form lists only the chosen company's teams. */
export interface TeamOption extends Option {
  associateCompanyId?: number | null;
}

export const PASSWORD_HINT = PASSWORD_RULE_MESSAGE;

// Deliberately loose: the identity service and the API have the final say.
const EMAIL_RULE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Teams the user may pick: those of the chosen company (all teams when their company is unknown). */
export function teamsOfCompany(
  teams: readonly TeamOption[],
  associateCompanyId: string,
): TeamOption[] {
  if (!associateCompanyId) return [];
  const companyId = Number(associateCompanyId);
  return teams.filter((t) => t.associateCompanyId == null || t.associateCompanyId === companyId);
}

/** The schema of the form in `mode`; `teams` to check that the team is one of the company's. */
export function userFormSchema(mode: UserFormMode, teams: readonly TeamOption[] = []) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, "氏名は必須入力です")
        .max(USER_NAME_MAX_LENGTH, USER_NAME_TOO_LONG_MESSAGE),
      // フリガナ (氏名カナ): what the list sorts names by. Optional; stored as full-width katakana.
      nameKana: z
        .string()
        .transform(toFullWidthKatakana)
        .pipe(
          z
            .string()
            .max(
              USER_NAME_MAX_LENGTH * 2,
              `フリガナは${USER_NAME_MAX_LENGTH * 2}文字以内で入力してください`,
            )
            .regex(KATAKANA_RULE, "フリガナは全角カタカナで入力してください"),
        ),
      email: z
        .string()
        .transform(normalizeEmail)
        .pipe(
          z
            .string()
            .min(1, "メールアドレスは必須入力です")
            .max(EMAIL_MAX_LENGTH, `メールアドレスは${EMAIL_MAX_LENGTH}文字以内で入力してください`)
            .regex(EMAIL_RULE, "メールアドレスの形式が正しくありません"),
        ),
      roleTypeId: z.string().min(1, "権限種別を選択してください"),
      associateCompanyId: z.string(),
      teamId: z.string(),
      clientId: z.string(),
      temporaryPassword: z.string(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      if (v.teamId && !v.associateCompanyId)
        issue("teamId", "班を選択するには協力会社を選択してください");
      else if (
        v.teamId &&
        !teamsOfCompany(teams, v.associateCompanyId).some((t) => String(t.id) === v.teamId)
      )
        issue("teamId", "選択した班は協力会社に所属していません");
      if (mode === "create" && !v.temporaryPassword)
        issue("temporaryPassword", "仮パスワードは必須入力です");
      else if (mode === "create" && !isValidPassword(v.temporaryPassword))
        issue("temporaryPassword", `仮パスワードは${PASSWORD_RULE_MESSAGE}`);
    })
    .transform((v) => ({
      name: v.name,
      // Empty: none on create, removed on edit.
      nameKana: v.nameKana || null,
      email: v.email,
      roleTypeId: Number(v.roleTypeId),
      associateCompanyId: idOrNull(v.associateCompanyId),
      teamId: v.associateCompanyId ? idOrNull(v.teamId) : null,
      clientId: idOrNull(v.clientId),
      ...(mode === "create" ? { temporaryPassword: v.temporaryPassword } : {}),
    }));
}

/** What the inputs hold (select values are ids as text, "" for none). */
export type UserFormValues = z.input<ReturnType<typeof userFormSchema>>;
/** What the form hands to the page once the checks pass. */
export type UserFormOutput = z.output<ReturnType<typeof userFormSchema>>;

export const EMPTY_USER_FORM: UserFormValues = {
  name: "",
  nameKana: "",
  email: "",
  roleTypeId: "",
  associateCompanyId: "",
  teamId: "",
  clientId: "",
  temporaryPassword: "",
};
