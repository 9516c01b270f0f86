// A new password and its confirmation (admin reset, add user, one's own change).
import type { FieldErrors } from './fieldErrors.ts';

/** A new password and its confirmation: both given and equal. */
export function checkPasswords(
  password: string,
  confirm: string,
  texts: { required: string; passwordsDiffer: string },
): FieldErrors {
  if (!password) return { password: texts.required };
  if (password !== confirm) return { confirm_password: texts.passwordsDiffer };
  return {};
}
