import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, sessionPlayer, useTestApp } from '../../test/harness';
import { multipart } from '../../test/multipart';

/** The player's profile picture (SPEC's "head icon", GET/POST /wps/member/info/icon). */
const t = useTestApp();

const ICON = '/wps/member/info/icon';
const send = (token: string, content: Buffer, name = 'icon') => {
  const form = multipart([{ name, filename: 'me.jpg', contentType: 'image/jpeg', content }]);
  return t.app.inject({ method: 'POST', url: ICON, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
};
const info = async (token: string) => (await t.app.inject({ url: '/wps/member/info', headers: bearer(token) })).json().value;
/** A wide phone photo with its camera's notes and location, as a picked file carries them. */
const photo = () =>
  sharp({ create: { width: 800, height: 400, channels: 3, background: '#c06030' } })
    .withExif({ IFD0: { ImageDescription: 'home-address-note', Make: 'PhoneCo' } })
    .jpeg()
    .toBuffer();

describe('a profile picture', () => {
  it('is stored as a 256 px square without the photo’s metadata, and shown to its owner only', async () => {
    const owner = await sessionPlayer(t);
    const other = await sessionPlayer(t);
    expect((await info(owner.token)).icon).toBeNull();
    expect((await t.app.inject({ url: ICON, headers: bearer(owner.token) })).json().code).toBe('NOT_FOUND');

    const set = await send(owner.token, await photo());
    const version = set.json().value.icon as string;
    expect((await info(owner.token)).icon).toBe(version);
    const shown = await t.app.inject({ url: ICON, headers: bearer(owner.token) });
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.headers['cache-control']).toBe('no-store, private');
    const meta = await sharp(shown.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([256, 256, undefined]);
    expect(shown.rawPayload.includes(Buffer.from('home-address-note'))).toBe(false);

    expect((await t.app.inject({ url: ICON, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: ICON })).statusCode).toBe(401);

    // A new picture is a new version: the client fetches it again.
    expect((await send(owner.token, await photo())).json().value.icon).not.toBe(version);
    expect((await t.app.inject({ method: 'DELETE', url: ICON, headers: bearer(owner.token) })).json().success).toBe(true);
    expect((await info(owner.token)).icon).toBeNull();
  });

  it('refuses what is not a picture, an oversized file, another field and a trial player, and keeps the picture it had', async () => {
    const { token } = await sessionPlayer(t);
    const version = (await send(token, await photo())).json().value.icon;
    expect((await send(token, Buffer.from('%PDF-1.7 not a picture'))).json()).toMatchObject({
      code: 'FIELD_INVALID',
      message: 'The picture must be a JPEG, PNG or WebP image',
    });
    expect((await send(token, Buffer.alloc(5 * 1024 * 1024 + 1, 1))).json()).toMatchObject({
      code: 'FIELD_INVALID',
      message: 'The picture must be at most 5 MB',
    });
    expect((await send(token, await photo(), 'avatar')).json().code).toBe('INVALID_INPUT');
    expect((await info(token)).icon).toBe(version);

    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token as string;
    expect((await send(trial, await photo())).json().code).toBe('TRIAL_FORBIDDEN');
  });
});
