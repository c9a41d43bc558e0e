import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import fil from './locales/fil.json';
// As written: the imported objects above are i18next's own store, which merges the parts into them.
import enAsWritten from './locales/en.json?raw';
import { ERROR_CODES } from '../../contracts/envelope';
import { shownLocaleOf } from './index';
import { LANGUAGES } from './languages';
import { titleKey } from '../app/layout';
import { ROUTES } from '../app/routes';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Every part (i18n/index.ts PARTS: texts fetched with their screens), by locale, as written. */
const PART_FILES = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
const partsOf = (locale: 'en' | 'fil') =>
  Object.entries(PART_FILES)
    .filter(([path]) => path.endsWith(`/${locale}.json`))
    .map(([, tree]) => tree);
const enParts = partsOf('en');
const filParts = partsOf('fil');

/** Each language's texts with its parts (fetched with their screens), as the app ends up showing them. */
const enKeys = flatten(Object.assign({}, en, ...enParts) as Tree);
const filKeys = flatten(Object.assign({}, fil, ...filParts) as Tree);

describe('locales', () => {
  it('English and Filipino have exactly the same keys', () => {
    expect([...filKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it('no text is empty', () => {
    for (const [key, value] of [...enKeys, ...filKeys]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('Filipino is translated, not copied (apart from language and brand names)', () => {
    const same = [...enKeys].filter(
      ([key, value]) => filKeys.get(key) === value && !key.startsWith('languages.') && !key.startsWith('social.'),
    );
    expect(same.length).toBeLessThan(enKeys.size * 0.1);
  });

  it('keeps each part’s keys apart from the main texts and from the other parts, so merging never overwrites one', () => {
    const seen = new Set(Object.keys(JSON.parse(enAsWritten) as Tree));
    expect(enParts.length).toBeGreaterThanOrEqual(5);
    for (const part of enParts) {
      for (const key of Object.keys(part)) {
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('shows English for a language code whose texts have not shipped', () => {
    expect(shownLocaleOf('EN')).toBe('en');
    expect(shownLocaleOf('TY')).toBe('fil');
    expect(shownLocaleOf('JA')).toBe('en');
    expect(shownLocaleOf('XX')).toBe('en');
  });

  it('has a title for every route', () => {
    for (const { id } of ROUTES) expect(enKeys.has(titleKey(id)), id).toBe(true);
  });

  it('has a text for every server error code and every language code', () => {
    for (const code of [...ERROR_CODES, 'NETWORK', 'UNKNOWN']) expect(enKeys.has(`errors.${code}`), code).toBe(true);
    for (const { code } of LANGUAGES) expect(enKeys.has(`languages.${code}`), code).toBe(true);
  });
});
