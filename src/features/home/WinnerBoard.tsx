import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../ui/Section';
import { useMoney } from '../../ui/useMoney';
import { GameIcon } from '../games/GameIcon';
import { useLaunchGame } from '../play/useLaunchGame';
import { useWinners } from './useWinners';
import { winnerGame } from './winnerGame';
import './WinnerBoard.css';
import { useListLanguage } from '../../ui/useListLanguage';

/** SPEC §9 "carousel speed 3000, autoplay delay 0": each entry takes 3 s to pass, with no stop between. */
export const WINNER_STEP_MS = 3000;

/**
 * The winner board (SPEC §2): recent wins roll by without a pause, as a CSS marquee (lighter than
 * a carousel library). A tap launches the game, or sends visitors to log in. No wins, no board.
 */
export const WinnerBoard = observer(function WinnerBoard() {
  const { t } = useTranslation();
  const winners = useWinners(useListLanguage());
  const money = useMoney();
  const launch = useLaunchGame();
  if (winners.length === 0) return null;

  const style = { '--winner-duration': `${winners.length * WINNER_STEP_MS}ms` } as CSSProperties;
  return (
    <Section title={t('home.winners')} className="winners">
      <div className="winners__window">
        <ul className="winners__list" style={style}>
          {winners.map((winner, i) => (
            <li key={`${winner.wonAt}-${i}`}>
              <button type="button" className="winners__entry" onClick={() => launch(winnerGame(winner))}>
                <GameIcon className="winners__icon" src={winner.iconUrl} />
                <span className="winners__who">
                  {winner.customerName} <span className="winners__won">{t('home.justWon')}</span>
                </span>{' '}
                <span className="winners__amount">{money(winner.winAmount)}</span> <span className="winners__game">{winner.gameName}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
});
