// The input rules the web, the gateway and the API all apply (docs/DOMAIN.md, docs/spec.md §3/§5): written once
// so that the message a user reads in the browser is the one the server would send.

/** The spec's password policy, for sign-in's new password and a user's temporary password. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE_MESSAGE =
  "8文字以上の半角英数字で、大文字・小文字・数字をそれぞれ含めてください";

/** ≥ 8 half-width printable characters (no space) with an upper-case letter, a lower-case letter and a digit. */
export function isValidPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /^[\x21-\x7E]+$/.test(password) &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password)
  );
}

/** A user's 氏名, in characters (UTF-16 code units, as the API's JSON schema counts them). */
export const USER_NAME_MAX_LENGTH = 50;
export const USER_NAME_TOO_LONG_MESSAGE = `氏名は${USER_NAME_MAX_LENGTH}文字以内で入力してください`;

/** RFC 5321's path limit; the API's schema and the forms use the same bound. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * E-mail addresses as they are stored and matched: NFKC (full-width `ａｄｍｉｎ＠…` → ASCII),
 * trimmed, lower-cased. Sign-in, the user form and the API all call this, so ` Admin@Example.jp `
 * is the same account everywhere.
 */
export function normalizeEmail(value: string): string {
  return value.normalize("NFKC").trim().toLowerCase();
}

/** 物件種別 4 電柱 (docs/spec.md §5's target types). */
const POLE_TARGET_TYPE = 4;

/**
 * A target's 物件名 as the form, the import and an external source store it: a pole is known by
 * its number, which is also its name unless one was given (the form says 「空欄なら電柱番号が物件名に
 * なります」). Empty when neither is there (the caller's 「物件名は必須入力です」).
 */
export function targetNameOf(target: {
  targetType: number;
  name: string | null | undefined;
  poleNumber: string | null | undefined;
}): string {
  const name = target.name?.trim() ?? "";
  if (name || target.targetType !== POLE_TARGET_TYPE) return name;
  return target.poleNumber?.trim() ?? "";
}
