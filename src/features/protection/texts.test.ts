import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/protection/en.json';
import fil from '../../i18n/locales/protection/fil.json';
import mainEn from '../../i18n/locales/en.json?raw';

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));

describe('player protection’s texts', () => {
  it('are complete in English and Filipino, translated, and apart from the main texts', () => {
    expect(keysOf(fil as Tree).sort()).toEqual(keysOf(en as Tree).sort());
    const flat = (tree: Tree) => new Map(keysOf(tree).map((key) => [key, key.split('.').reduce<unknown>((t, k) => (t as Tree)[k], tree)]));
    const [english, filipino] = [flat(en as Tree), flat(fil as Tree)];
    const same = [...english].filter(([key, text]) => filipino.get(key) === text);
    expect(same.map(([key]) => key)).toEqual(['protection.reality.title']);
    for (const key of Object.keys(en)) expect(Object.hasOwn(JSON.parse(mainEn) as Tree, key), key).toBe(false);
  });
});
