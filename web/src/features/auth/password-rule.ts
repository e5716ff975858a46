// The new-password rule of spec §5/§9, checked in the browser before anything is sent: the
// emulator does not enforce the pool's password policy, and a real pool's InvalidPasswordException
// arrives only after a round trip.

export const PASSWORD_HINT = "8文字以上の半角英数字で、大文字・小文字・数字を含めてください";

/** Half-width (printable ASCII, no space), at least 8, with an upper-case letter, a lower-case letter and a digit. */
export function isValidNewPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    /^[\x21-\x7e]+$/.test(password) &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password)
  );
}
