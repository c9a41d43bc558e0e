/** The forms of KYC fields, shared by the personal-information step and registration's step 2. */

/** A person's name as printed on an ID: letters (ñ, accents), spaces, dots, commas, apostrophes and hyphens. */
export const PERSON_NAME = /^\p{L}[\p{L} .,'-]*\p{L}\.?$/u;
/** An ID's number as printed: letters, digits, spaces and hyphens. */
export const ID_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/;

/** A text field as stored: trimmed, inner runs of spaces made one. */
export const collapseSpaces = (value: string) => value.trim().replace(/\s+/g, ' ');
