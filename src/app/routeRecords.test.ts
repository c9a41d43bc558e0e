import { describe, expect, it, vi } from 'vitest';
import en from '../i18n/locales/en.json';
import fil from '../i18n/locales/fil.json';
import { accessFor } from './access';
import { backAction, layoutFor, titleKey } from './layout';
import { PATHS, ROUTES, pageFor, pathsOf, routeIdOf, routeOf, type RouteRecord } from './routes';

/** Every field of a record. Adding one to RouteRecord without listing it here fails to compile. */
const FIELDS = ['id', 'path', 'aliases', 'page', 'banner', 'header', 'footer', 'back', 'access', 'title'] as const;
type Unlisted = Exclude<keyof RouteRecord, (typeof FIELDS)[number]>;
const everyFieldListed: [Unlisted] extends [never] ? true : false = true;

type Tree = { [key: string]: string | Tree };
const textOf = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Tree)[part] : undefined), tree);

/** A React element type: a function component or a memo/lazy/forwardRef object. */
const isComponent = (value: unknown) => typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

describe('route records', () => {
  it('gives every route every field, each well formed', () => {
    expect(everyFieldListed).toBe(true);
    for (const route of ROUTES) {
      const record = route as Record<keyof RouteRecord, unknown>;
      expect(Object.keys(record).sort(), route.id).toEqual([...FIELDS].sort());
      for (const field of FIELDS) expect(record[field], `${route.id}.${field}`).toBeDefined();

      expect(route.path, route.id).toMatch(/^\/m\/\S+$/);
      expect(Array.isArray(route.aliases), route.id).toBe(true);
      for (const alias of route.aliases) expect(alias, route.id).toMatch(/^\/\S*$/);
      expect(isComponent(route.page), route.id).toBe(true);
      for (const flag of [route.banner, route.header, route.footer]) expect(typeof flag, route.id).toBe('boolean');
      expect(['none', 'home', 'history'], route.id).toContain(route.back);
      expect(['allow', 'login'], route.id).toContain(route.access.visitor);
      expect(['allow', 'trialReject', 'registerPrompt'], route.id).toContain(route.access.trial);
      expect(typeof textOf(en as Tree, route.title), `${route.id}: ${route.title} in English`).toBe('string');
      expect(typeof textOf(fil as Tree, route.title), `${route.id}: ${route.title} in Filipino`).toBe('string');
    }
  });

  it('has unique ids and addresses', () => {
    const ids = ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = ROUTES.flatMap(pathsOf);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('derives the layout, the back arrow, the access rule, the title, the page and the links from the record', () => {
    for (const route of ROUTES) {
      const { id } = route;
      expect(layoutFor(id, false), id).toEqual({ banner: route.banner, header: route.header, footer: route.footer });
      expect(layoutFor(id, true).banner, id).toBe(false);
      expect(backAction(id, 3), id).toBe(route.back);
      expect(backAction(id, 0), id).toBe(route.back === 'history' ? 'home' : route.back);
      expect(accessFor(id, 'visitor'), id).toBe(route.access.visitor);
      expect(accessFor(id, 'trial'), id).toBe(route.access.trial);
      expect(accessFor(id, 'member'), id).toBe('allow');
      expect(titleKey(id), id).toBe(route.title);
      expect(pageFor(id), id).toBe(route.page);
      expect(PATHS[id], id).toBe(route.path);
      for (const path of pathsOf(route)) expect(routeIdOf(path), path).toBe(id);
    }
  });

  it('follows a changed record, so no second list can disagree with it', () => {
    const record = routeOf('notice') as { header: boolean; footer: boolean; back: string };
    const saved = { ...record };
    try {
      Object.assign(record, { header: false, footer: true, back: 'home' });
      expect(layoutFor('notice', false)).toEqual({ banner: false, header: false, footer: true });
      expect(backAction('notice', 3)).toBe('home');
    } finally {
      Object.assign(record, saved);
    }
  });

  it('hides the header on /m/gameList and /m/lottery, as SPEC §2 lists them', () => {
    expect(routeOf('gameList').header).toBe(false);
    expect(routeOf('lottery').header).toBe(false);
  });

  it('loads even when the route table is the first module asked for', async () => {
    // Home and login import PATHS from the table that imports them; the table must not need them
    // (or PATHS need it) while that cycle is still loading. In the app the shell loads it first.
    vi.resetModules();
    const fresh = await import('./routes');
    expect(fresh.pageFor('home')).toBeDefined();
    expect(fresh.PATHS.home).toBe('/m/home');
  });
});
