import { describe, expect, it } from 'vitest';
import { EXTRA_ROUTES, ROUTES, fallbackTarget, pathsOf, routeIdOf } from './routes';

describe('route table (SPEC §2)', () => {
  it('maps every home alias to home', () => {
    for (const path of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']) {
      expect(routeIdOf(path)).toBe('home');
    }
  });

  it('maps the aliases of each screen', () => {
    expect(routeIdOf('/m/register.html')).toBe('register');
    expect(routeIdOf('/m/messages')).toBe('message');
    expect(routeIdOf('/m/webEmail')).toBe('message');
    expect(routeIdOf('/m/gameCenter')).toBe('game');
    expect(routeIdOf('/m/slotsCenter')).toBe('slotsCenter');
    expect(routeIdOf('/m/member/agent/getDevidendContract')).toBe('dividendContract');
    expect(routeIdOf('/m/lotto-h5')).toBe('lottoH5');
  });

  it('lists every spec path exactly once, with the deposit result and records, the withdrawal records and the transaction history', () => {
    const paths = ROUTES.flatMap(pathsOf);
    expect(new Set(paths).size).toBe(paths.length);
    // Issue 13's account-centre screens (verification, security, protection), the invitation and the agent's team come on top of
    // the spec's paths.
    const accountCentre = /^\/m\/member\/(verification|security|protection|referral|agent\/team)(\/|$)/;
    expect(paths.filter((path) => !accountCentre.test(path))).toHaveLength(38);
    expect(routeIdOf('/m/member/security/sessions')).toBe('securitySessions');
    expect(routeIdOf('/m/withdrawRecords')).toBe('withdrawRecords');
    expect(routeIdOf('/m/transactions')).toBe('transactions');
  });

  it('ignores case and trailing slashes like the router does', () => {
    expect(routeIdOf('/m/LOGIN/')).toBe('login');
  });

  it('sends unknown paths to an extra route, else home', () => {
    const extra = EXTRA_ROUTES[0];
    expect(extra).toBeDefined();
    expect(fallbackTarget(extra!.from)).toBe(extra!.to);
    expect(routeIdOf('/m/nowhere')).toBeNull();
    expect(fallbackTarget('/m/nowhere')).toBe('/m/home');
  });
});
