import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { BetSlip, SlipLeg } from '../../api';

const oddsText = (odds: number) => odds.toFixed(2);
const signed = (line: number) => (line > 0 ? `+${line}` : String(line));

/** What was picked, as the sportsbook's own buttons say it: a side to win, a side with its line, Over 182.5... */
function pickText(t: TFunction, leg: SlipLeg): string {
  const team = leg.selection === 'away' ? leg.away : leg.home;
  switch (leg.market) {
    case 'winner':
      return leg.selection === 'draw' ? t('betting.slip.draw') : t('betting.slip.toWin', { team });
    case 'handicap':
      return t('betting.slip.handicap', { team, line: signed(leg.selection === 'away' ? -(leg.line ?? 0) : (leg.line ?? 0)) });
    case 'total':
      return t(leg.selection === 'under' ? 'betting.slip.under' : 'betting.slip.over', { line: leg.line });
    default:
      return t(leg.selection === 'yes' ? 'betting.slip.distanceYes' : 'betting.slip.distanceNo');
  }
}

/** A sports round's slip in the betting record: single or parlay at its odds, and each leg's match, pick, score and result. */
export function SlipLegs({ slip }: { slip: BetSlip }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="records__slip" aria-labelledby={titleId}>
      <h3 id={titleId} className="records__slip-title">
        {slip.kind === 'parlay'
          ? t('betting.slip.parlay', { count: slip.legs.length, odds: oddsText(slip.odds) })
          : t('betting.slip.single', { odds: oddsText(slip.odds) })}
      </h3>
      <ul className="records__lines">
        {slip.legs.map((leg, index) => (
          <li key={`${index}-${leg.home}`} className="records__line records__leg">
            <span className="records__label">{leg.competition}</span>
            <span className="records__head">
              <span className="records__game">{t('betting.slip.versus', { home: leg.home, away: leg.away })}</span>
              <span className={`records__outcome records__outcome--${leg.outcome ?? 'pending'}`}>
                {t(`betting.slip.outcome.${leg.outcome ?? 'pending'}`)}
              </span>
            </span>
            <span className="records__head">
              <span>{t('betting.slip.pickAt', { pick: pickText(t, leg), odds: oddsText(leg.odds) })}</span>
              {leg.score && <span>{t('betting.slip.score', { home: leg.score.home, away: leg.score.away })}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
