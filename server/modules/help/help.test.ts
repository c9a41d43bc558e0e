import { describe, expect, it } from 'vitest';
import type { HelpTopic } from '../../../contracts/help';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

const flatten = (topics: HelpTopic[]): HelpTopic[] => topics.flatMap((topic) => [topic, ...flatten(topic.children)]);
/** The tags and attributes the client's sanitiser keeps (src/lib/sanitizeHtml.ts). */
const ALLOWED_TAGS = new Set('p br h3 h4 h5 h6 ul ol li a strong em b i u small blockquote hr table thead tbody tr th td'.split(' '));
const ALLOWED_ATTRS = new Set(['href', 'target', 'rel', 'title', 'colspan', 'rowspan', 'scope']);

describe('help centre', () => {
  it('answers English topics with terms and privacy, and sub-topics', async () => {
    const value = (await t.app.inject({ url: '/wps/system/helpCenter?lang=EN&device=MOBILE' })).json().value;
    expect(value.map((topic: { tag: string }) => topic.tag)).toEqual(['terms', 'privacy', 'responsible-gaming', 'account']);
    expect(value[0].content).toMatch(/under 21.*Armed Forces.*National Police.*Restricted Persons.*licence holder/);
    expect(value[3].children.map((c: { tag: string }) => c.tag)).toEqual(['register', 'password']);
  });

  it('answers each topic’s content as operator HTML', async () => {
    const [terms] = (await t.app.inject({ url: '/wps/system/helpCenter?lang=EN' })).json().value;
    expect(terms.content).toMatch(/^<p>Pinoy Play is operated/);
    expect(terms.content).toContain('<h3>Who may play</h3>');
    expect(terms.content).toContain('<a href="/m/help#privacy">privacy policy</a>');
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

  it('writes its own topics within what the client keeps, so nothing the operator meant is lost', async () => {
    const seeded = await Promise.all(
      ['EN', 'TY'].map(async (lang) => (await t.app.inject({ url: `/wps/system/helpCenter?lang=${lang}` })).json().value as HelpTopic[]),
    );
    expect(flatten(seeded.flat())).toHaveLength(12);
    for (const topic of flatten(seeded.flat())) {
      for (const [, tag, attrs] of topic.content.matchAll(/<([a-z0-9]+)([^>]*)>/g)) {
        expect(ALLOWED_TAGS.has(tag!), `${topic.tag}: <${tag}>`).toBe(true);
        for (const [, name, value] of attrs!.matchAll(/([a-z-]+)="([^"]*)"/g)) {
          expect(ALLOWED_ATTRS.has(name!), `${topic.tag}: ${name}`).toBe(true);
          if (name === 'href') expect(value, topic.tag).toMatch(/^(https:\/\/|mailto:|tel:|\/|#)/);
        }
      }
    }
  });
});
