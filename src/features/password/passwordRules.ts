/**
 * The server's password rule (server/modules/account/password-policy.ts: 8 to 64 characters, no
 * spaces), mirrored so a typo is caught before a round trip; the server stays the authority.
 */
const PASSWORD_RULE = /^\S{8,64}$/u;

export interface NewPasswordErrors {
  newPassword?: string;
  confirmNewPassword?: string;
}

/** New password and its confirmation (SPEC §5 "Change password"); values are i18n keys. */
export function checkNewPassword(newPassword: string, confirmNewPassword: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!newPassword) errors.newPassword = 'account.enterPassword';
  else if (!PASSWORD_RULE.test(newPassword)) errors.newPassword = 'fieldInvalid.password';
  if (!confirmNewPassword) errors.confirmNewPassword = 'account.enterPassword';
  else if (confirmNewPassword !== newPassword) errors.confirmNewPassword = 'account.passwordNotMatched';
  return errors;
}
