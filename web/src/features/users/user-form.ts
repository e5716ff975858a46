// The user form's values and client-side checks, kept apart from the component so they are plain
// functions to test. The server checks again; these only spare the user a round trip.

export type UserFormMode = "create" | "edit";

/** What the inputs hold (select values are ids as text, "" for none). */
export interface UserFormValues {
  name: string;
  email: string;
  roleTypeId: string;
  associateCompanyId: string;
  teamId: string;
  clientId: string;
  temporaryPassword: string;
}

/** What the form hands to the page once the checks pass. */
export interface UserFormOutput {
  name: string;
  email: string;
  roleTypeId: number;
  associateCompanyId: number | null;
  teamId: number | null;
  clientId: number | null;
  /** Only on create. */
  temporaryPassword?: string;
}

export interface Option {
  id: number;
  name: string;
}

/** A team belongs to one partner company; the form lists only the chosen company's teams. */
export interface TeamOption extends Option {
  associateCompanyId?: number | null;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export const EMPTY_USER_FORM: UserFormValues = {
  name: "",
  email: "",
  roleTypeId: "",
  associateCompanyId: "",
  teamId: "",
  clientId: "",
  temporaryPassword: "",
};

export const NAME_MAX_LENGTH = 50;
export const PASSWORD_HINT =
  "半角8文字以上で、英大文字・英小文字・数字をそれぞれ1文字以上含めてください";

// Half-width printable ASCII only, at least 8, with upper case, lower case and a digit (spec §5).
const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[\x21-\x7e]{8,}$/;
// Deliberately loose: the identity service and the API have the final say.
const EMAIL_RULE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidPassword(password: string): boolean {
  return PASSWORD_RULE.test(password);
}

/** Teams the user may pick: those of the chosen company (all teams when their company is unknown). */
export function teamsOfCompany(
  teams: readonly TeamOption[],
  associateCompanyId: string,
): TeamOption[] {
  if (!associateCompanyId) return [];
  const companyId = Number(associateCompanyId);
  return teams.filter((t) => t.associateCompanyId == null || t.associateCompanyId === companyId);
}

export function validateUserForm(
  values: UserFormValues,
  mode: UserFormMode,
  teams: readonly TeamOption[] = [],
): UserFormErrors {
  const errors: UserFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = "氏名は必須入力です";
  else if (name.length > NAME_MAX_LENGTH)
    errors.name = `氏名は${NAME_MAX_LENGTH}文字以内で入力してください`;

  const email = values.email.trim();
  if (!email) errors.email = "メールアドレスは必須入力です";
  else if (!EMAIL_RULE.test(email)) errors.email = "メールアドレスの形式が正しくありません";

  if (!values.roleTypeId) errors.roleTypeId = "権限種別を選択してください";

  if (values.teamId) {
    if (!values.associateCompanyId) errors.teamId = "班を選択するには協力会社を選択してください";
    else if (
      !teamsOfCompany(teams, values.associateCompanyId).some((t) => String(t.id) === values.teamId)
    ) {
      errors.teamId = "選択した班は協力会社に所属していません";
    }
  }

  if (mode === "create") {
    if (!values.temporaryPassword) errors.temporaryPassword = "仮パスワードは必須入力です";
    else if (!isValidPassword(values.temporaryPassword))
      errors.temporaryPassword = `仮パスワードは${PASSWORD_HINT}`;
  }
  return errors;
}

const idOrNull = (value: string) => (value ? Number(value) : null);

export function toUserFormOutput(values: UserFormValues, mode: UserFormMode): UserFormOutput {
  const output: UserFormOutput = {
    name: values.name.trim(),
    email: values.email.trim(),
    roleTypeId: Number(values.roleTypeId),
    associateCompanyId: idOrNull(values.associateCompanyId),
    teamId: values.associateCompanyId ? idOrNull(values.teamId) : null,
    clientId: idOrNull(values.clientId),
  };
  if (mode === "create") output.temporaryPassword = values.temporaryPassword;
  return output;
}
