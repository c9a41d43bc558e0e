import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../../app';
import { bearer, testOperator, type TestApp } from '../../test/harness';
import { multipart, type FilePart } from '../../test/multipart';

/** What the KYC tests send: real images made on the spot, and the ID upload's multipart form. */

/** A small photo, with EXIF (a camera's note and its location) to prove the stored copy drops it. */
export async function photo(format: 'jpeg' | 'png' = 'jpeg', width = 64, height = 40): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).withExif({
    IFD0: { ImageDescription: 'secret-camera-note', Make: 'PhoneCo' },
  });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

/** The three images, each a fresh photo unless given. */
export async function idImages(over: Partial<Record<'idCardFront' | 'idCardBack' | 'idCardSelfie', Buffer>> = {}): Promise<FilePart[]> {
  return [
    { name: 'idCardFront', filename: 'front.jpg', content: over.idCardFront ?? (await photo('jpeg')) },
    { name: 'idCardBack', filename: 'back.png', contentType: 'image/png', content: over.idCardBack ?? (await photo('png')) },
    { name: 'idCardSelfie', filename: 'selfie.jpg', content: over.idCardSelfie ?? (await photo('jpeg', 48, 64)) },
  ];
}

export const PERSONAL_INFO = {
  idType: 12,
  payeeName: 'Juan Dela Cruz',
  birthday: '1990-05-17',
  address: '12 Mabini St, Barangay San Roque, Quezon City',
  permanentAddress: '45 Rizal Ave, Dumaguete City, Negros Oriental',
  placeOfBirth: 'Dumaguete City',
  nationality: 'Philippines',
  sourceOfIncome: 1,
  occupation: 6,
  employerName: 'Sari-Sari Trading',
};

export const SECURITY_CONFIG = '/wps/v2/member/securityConfig';

export function setPersonalInfo(app: App, token: string, body: Record<string, unknown> = PERSONAL_INFO) {
  return app.inject({
    method: 'POST',
    url: `${SECURITY_CONFIG}/set-personal-info?moduleId=PERS3`,
    headers: bearer(token),
    payload: body,
  });
}

export function uploadId(app: App, token: string, parts: FilePart[]) {
  const { payload, headers } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: `${SECURITY_CONFIG}/uploadId?moduleId=UPLOADID3`,
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

export async function idVerificationOf(app: App, token: string) {
  const res = await app.inject({ url: `${SECURITY_CONFIG}?moduleId=COMM3`, headers: bearer(token) });
  return res.json().value.info.idVerification as Record<string, unknown> & { state: string; status: string };
}

/** Personal information then the three images: the submission goes to review. */
export async function submitKyc(app: App, token: string, info: Record<string, unknown> = PERSONAL_INFO): Promise<void> {
  const saved = await setPersonalInfo(app, token, info);
  if (saved.statusCode !== 200) throw new Error(`personal info refused: ${saved.body}`);
  const uploaded = await uploadId(app, token, await idImages());
  if (uploaded.statusCode !== 200) throw new Error(`upload refused: ${uploaded.body}`);
}

/** A call to the operator's API with its key. */
export function ops(app: App, key: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
}

/** The id the operator's API gives the player's latest KYC submission (K and its number). */
export async function latestSubmissionId(t: TestApp, memberId: number): Promise<string> {
  const rows = await t.db.query<{ id: number }>('SELECT id FROM kyc_submissions WHERE member_id = $1 ORDER BY attempt DESC LIMIT 1', [
    memberId,
  ]);
  return `K${rows[0]!.id}`;
}

/** The operator switches MANDATORYKYC3 (`npm run ops -- whitelabel MANDATORYKYC3 on`), with a key made once per test app. */
export function mandatoryKycSwitch(t: TestApp): (on: boolean) => Promise<void> {
  let switcher: string | undefined;
  return async (on) => {
    switcher ??= await testOperator(t, 'flag-switcher');
    const res = await ops(t.app, switcher, 'POST', '/ops/whitelabel/MANDATORYKYC3', { on });
    expect(res.json()).toMatchObject({ success: true, value: { flag: 'MANDATORYKYC3', on } });
  };
}
