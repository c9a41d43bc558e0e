import { errors } from '../../http/app-error';

/** Whole years between a YYYY-MM-DD birthday and today (UTC), or null when it is no real date. */
export function ageOn(birthday: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday = today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** The spec's picker runs from 100 years ago to `minimumAge` years ago; the server holds the same line. */
export function checkBirthday(birthday: string | undefined, minimumAge: number, today = new Date()): string {
  if (!birthday) throw errors.fieldInvalid('birthday', 'Please enter your birthday');
  const age = ageOn(birthday, today);
  if (age === null || age > 100) throw errors.fieldInvalid('birthday', 'Invalid please put correct year');
  if (age < minimumAge) throw errors.underAge(minimumAge);
  return birthday;
}
