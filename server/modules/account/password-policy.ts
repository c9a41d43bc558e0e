import { createRequire } from 'node:module';

// Mozilla's list of common passwords (the one Firefox Accounts refuses), shipped as CommonJS.
const commonPasswords = createRequire(import.meta.url)('fxa-common-password-list') as { test(password: string): boolean };

export const PASSWORD_LENGTH = { min: 8, max: 64 };

/** Why a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, username?: string): string | null {
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) {
    return `Password must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters`;
  }
  if (/\s/.test(password)) return 'Password format is incorrect';
  if (username && password.toLowerCase() === username.toLowerCase()) return 'Password must not be the username';
  if (commonPasswords.test(password) || commonPasswords.test(password.toLowerCase())) {
    return 'This password is too common, please choose another';
  }
  return null;
}
