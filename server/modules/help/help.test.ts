import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

describe('help centre', () => {
  it('answers English topics with terms and privacy, and sub-topics', async () => {
    const value = (await t.app.inject({ url: '/wps/system/helpCenter?lang=EN&device=MOBILE' })).json().value;
    expect(value.map((topic: { tag: string }) => topic.tag)).toEqual(['terms', 'privacy', 'responsible-gaming', 'account']);
    expect(value[0].content.join(' ')).toMatch(/under 21.*Armed Forces.*National Police.*Restricted Persons.*licence holder/);
    expect(value[3].children.map((c: { tag: string }) => c.tag)).toEqual(['register', 'password']);
  });

  it('answers Filipino for TY and English for languages without texts', async () => {
    const ty = (await t.app.inject({ url: '/wps/system/helpCenter?lang=TY' })).json().value;
    expect(ty[0].title).toBe('Mga tuntunin at kondisyon');
    const ja = (await t.app.inject({ url: '/wps/system/helpCenter?lang=JA' })).json().value;
    expect(ja[0].title).toBe('Terms and conditions');
  });

  it('refuses a malformed language code', async () => {
    const res = await t.app.inject({ url: '/wps/system/helpCenter?lang=english' });
    expect(res.json().code).toBe('INVALID_INPUT');
  });
});
