/** The staff member making a change in the console, as its guard names them. */
export interface Editor {
  staffId: number;
}

/** How the audit log names them. */
export const actorOf = (editor: Editor): string => `staff:${editor.staffId}`;

/** The names of the fields a change gives, for its audit row: which were changed, not their texts. */
export const fieldsOf = (body: object): string[] =>
  Object.entries(body)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key)
    .sort();
