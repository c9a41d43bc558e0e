/**
 * One call to the console's API (/ops/api/…): the method, the path (query included) and the body.
 * Each area of the console (api/*Calls.ts) builds its calls on it, so createOpsApi adds the session
 * token, the device header and the envelope handling to all of them in one place.
 */
export type OpsCall = <T>(method: string, url: string, data?: unknown) => Promise<T>;
