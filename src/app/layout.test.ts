import { describe, expect, it } from 'vitest';
import { backAction, layoutFor } from './layout';
import { ROUTES, type RouteId } from './routes';

const ids = ROUTES.map((route) => route.id);
const without = (hidden: RouteId[]) => ids.filter((id) => !hidden.includes(id));

describe('layout rules (SPEC §2)', () => {
  it('shows the top banner on home only, and never for the wallet variant', () => {
    expect(ids.filter((id) => layoutFor(id, false).banner)).toEqual(['home']);
    expect(layoutFor('home', true).banner).toBe(false);
  });

  it('hides the header on home, login, register, message, app, gameList, lottery, play and the embedded lottery', () => {
    const hidden: RouteId[] = ['home', 'login', 'register', 'message', 'app', 'gameList', 'lottery', 'play', 'lottoH5'];
    expect(ids.filter((id) => layoutFor(id, false).header)).toEqual(without(hidden));
  });

  it('hides the footer on the twelve listed screens and the embedded lottery', () => {
    const hidden: RouteId[] = [
      'login',
      'register',
      'slotsCenter',
      'gameList',
      'lottery',
      'forget',
      'changePsw',
      'app',
      'notice',
      'activity',
      'help',
      'play',
      'lottoH5',
    ];
    expect(ids.filter((id) => layoutFor(id, false).footer)).toEqual(without(hidden));
    expect(layoutFor('game', false).footer).toBe(true);
  });

  it('shows neither header nor footer for an unknown path', () => {
    expect(layoutFor(null, false)).toEqual({ banner: false, header: false, footer: false });
  });
});

describe('header back arrow', () => {
  it('sends login, register, trail, activity and forget home', () => {
    for (const id of ['login', 'register', 'trail', 'activity', 'forget'] as const) {
      expect(backAction(id, 5)).toBe('home');
    }
  });
  it('goes back one step when there is history, else home', () => {
    expect(backAction('notice', 2)).toBe('history');
    expect(backAction('notice', 0)).toBe('home');
    expect(backAction('notice', undefined)).toBe('home');
  });
});
