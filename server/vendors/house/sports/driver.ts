import type { Driver, LaunchedGame, RoundIO } from '../round-drivers';

interface BoardMatch {
  matchId: string;
  state: string;
  endsAt: string;
  markets: { market: string; selections: { selection: string; odds: number }[] }[];
}

/** A single at the game's minimum stake on the first selection of the winner market of the first match open for betting. */
async function betOnFirstOpen(io: RoundIO, game: LaunchedGame): Promise<{ slipId: string; endsAt: number }> {
  const { user, token } = game.player;
  const board = await io.post(game, '/api/sports/board', { user, token, game: game.code });
  const match = (board.matches as BoardMatch[]).find((m) => m.state === 'open')!;
  const pick = match.markets.find((m) => m.market === 'winner')!.selections[0]!;
  const placed = await io.post(game, '/api/sports/slip', {
    ...game.player,
    game: game.code,
    stake: game.facts.minStake,
    legs: [{ matchId: match.matchId, market: 'winner', selection: pick.selection, odds: pick.odds }],
  });
  return { slipId: placed.slip.slipId, endsAt: Date.parse(match.endsAt) };
}

/** How a player bets in the sportsbook, the simplest way its page allows: one single, settled once its match has ended. */
export const sportsDriver: Driver = {
  async play(io, game) {
    const { slipId, endsAt } = await betOnFirstOpen(io, game);
    // Past the match's end: the next beat writes its result and pays the slip.
    await io.wait(endsAt - io.now() + 1500);
    const mine = await io.post(game, '/api/sports/my-bets', { user: game.player.user, token: game.player.token, game: game.code });
    const slip = mine.slips.find((s: { slipId: string }) => s.slipId === slipId);
    if (slip?.state !== 'settled') throw new Error(`${game.code}: slip ${slipId} is ${slip?.state}`);
    return { stake: slip.stake, win: slip.win };
  },
  async place(io, game) {
    await betOnFirstOpen(io, game);
  },
};
