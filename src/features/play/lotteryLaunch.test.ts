import { describe, expect, it } from 'vitest';
import { lotteryLaunchOf } from './lotteryLaunch';

const of = (query: string) => lotteryLaunchOf(new URLSearchParams(query));

describe('the lottery a launch address asks for', () => {
  it('defaults to the lobby, entertainment play and the default prize mode Elott', () => {
    expect(of('')).toEqual({ playType: 'ent', prizeMode: 'Elott', code: 'lobby' });
  });

  it('carries the play type, prize mode, code, game and group', () => {
    expect(of('playType=trad&gameId=house-lott-001&gameGroupId=HOUSE-LOTT&prize_mode=Elott&code=house-lott-001&pageBack=home')).toEqual({
      playType: 'trad',
      prizeMode: 'Elott',
      code: 'house-lott-001',
      gameId: 'house-lott-001',
      gameGroupId: 'HOUSE-LOTT',
    });
  });

  it('refuses a play type that is neither ent nor trad', () => {
    expect(of('playType=casino')).toBeNull();
  });
});
