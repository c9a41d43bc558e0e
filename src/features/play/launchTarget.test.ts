import { describe, expect, it } from 'vitest';
import { gameOf } from '../../test/fakes';
import { SEA_LOTTERY_LOBBY, launchTarget } from './launchTarget';

const member = { isLoggedIn: true };
const visitor = { isLoggedIn: false };

describe('launchTarget', () => {
  it('sends visitors to log in, whatever the game', () => {
    expect(launchTarget(gameOf(7), visitor)).toBe('/m/login');
    expect(launchTarget(SEA_LOTTERY_LOBBY, visitor)).toBe('/m/login');
  });

  it('launches vendor games on the play page (the address comes from the server)', () => {
    expect(launchTarget(gameOf(7), member)).toBe('/m/play');
  });

  it('opens the SEA lottery lobby for the ELOTT tab', () => {
    expect(launchTarget(SEA_LOTTERY_LOBBY, member)).toBe('/m/launchGame?playType=ent&code=lobby&prize_mode=SEA&pageBack=home');
  });

  it('launches a lottery game by id, group, prize mode and code; TCG_SEA always in prize mode SEA', () => {
    const elott = gameOf(9, {
      gameType: 'ELOTT',
      vassalage: 'TCG_SEA',
      gameId: 'E1',
      gameCode: 'E1',
      gameGroupId: 'TCG_SEA-ELOTT',
      lottoMode: 'Elott',
    });
    expect(launchTarget(elott, member)).toBe('/m/launchGame?playType=ent&gameId=E1&gameGroupId=TCG_SEA-ELOTT&prize_mode=SEA&code=E1');
    const lott = gameOf(10, { gameType: 'LOTT', vassalage: 'HOUSE', gameId: 'L1', gameCode: 'L1', gameGroupId: null, lottoMode: null });
    expect(launchTarget(lott, member)).toBe('/m/launchGame?playType=trad&gameId=L1&prize_mode=Elott&code=L1');
  });

  it('opens the TCG_LOTTO_VN lobby with the game\u2019s configured prize mode', () => {
    const vn = gameOf(11, { gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN', gameCode: 'VN1', lottoMode: 'VN' });
    expect(launchTarget(vn, member)).toBe('/m/launchGame?playType=trad&code=lobby&prize_mode=VN&pageBack=home');
  });
});
