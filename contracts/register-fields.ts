/**
 * The registration form's fields, in the form's order. Like constants.ts this file must stay free
 * of imports: the renderer bundles these values (the schemas live in account.ts).
 */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'birthday',
  'nickname',
  'email',
  'affiliateCode',
  'facebook',
  'whatsapp',
  'line',
  'captcha',
] as const;
export type RegisterFieldName = (typeof REGISTER_FIELDS)[number];
/** The messenger contacts registration can ask for (each switched on by the operator). */
export const MESSENGERS = ['facebook', 'whatsapp', 'line'] as const satisfies readonly RegisterFieldName[];
export type MessengerName = (typeof MESSENGERS)[number];
