import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerLimitBody } from '../../../../contracts/players-ops';
import {
  COOL_OFF_DURATIONS,
  MONEY_LIMIT_KINDS,
  MONEY_LIMIT_MAX,
  MONEY_LIMIT_MIN,
  MONEY_LIMIT_PERIODS,
  SELF_EXCLUSION_DURATIONS,
  SESSION_LIMIT_MAX,
  SESSION_LIMIT_MIN,
} from '../../../../contracts/protection-constants';
import type { LimitView } from '../../../../contracts/protection';
import { checkAmount } from '../../../lib/amount';
import { useOpsStore } from '../../stores/context';
import type { PlayerStore } from '../../stores/PlayersStore';
import { FormAlert } from '../FormAlert';
import { useFailure } from '../useFailure';
import { money, timeText } from './playerColumns';
import { reasonProblem, tidyReason } from './reason';

const CHOICES = [
  ...MONEY_LIMIT_KINDS.flatMap((kind) => MONEY_LIMIT_PERIODS.map((period) => `${kind}-${period}`)),
  'session-session',
  'exclusion',
];
const DURATIONS = [...COOL_OFF_DURATIONS, ...SELF_EXCLUSION_DURATIONS];

/** The limits in force and any break, and (players.limits) the form that makes them stricter. */
export const ProtectionSection = observer(function ProtectionSection({ store }: { store: PlayerStore }) {
  const { t, i18n } = useTranslation();
  const { session } = useOpsStore();
  const protection = store.view!.protection;
  const when = timeText(i18n.language);
  const value = (limit: LimitView, amount: number | null) =>
    amount === null ? '—' : limit.kind === 'session' ? t('ops.players.minutes', { count: amount }) : money(amount);
  const block = protection.block;
  return (
    <section className="ops-card ops-players-wide" aria-labelledby="ops-player-protection">
      <h2 id="ops-player-protection">{t('ops.players.protection')}</h2>
      <p>{block ? t(`ops.players.block.${block.kind}`, { until: when(block.endsAt) }) : t('ops.players.noBlock')}</p>
      <table className="ops-table" aria-label={t('ops.players.limits')}>
        <thead>
          <tr>
            <th scope="col">{t('ops.players.column.limit')}</th>
            <th scope="col">{t('ops.players.column.playerSet')}</th>
            <th scope="col">{t('ops.players.column.operatorSet')}</th>
            <th scope="col">{t('ops.players.column.effective')}</th>
            <th scope="col">{t('ops.players.column.used')}</th>
          </tr>
        </thead>
        <tbody>
          {protection.limits.map((limit) => (
            <tr key={`${limit.kind}-${limit.period}`}>
              <th scope="row">{t(`ops.players.limit.${limit.kind}-${limit.period}`)}</th>
              <td>{value(limit, limit.player)}</td>
              <td>{value(limit, limit.operator)}</td>
              <td>{value(limit, limit.effective)}</td>
              <td>{limit.used === null ? '—' : money(limit.used)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {session.can('players.limits') && <TightenForm store={store} />}
    </section>
  );
});

function TightenForm({ store }: { store: PlayerStore }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(CHOICES[0]!);
  const [amount, setAmount] = useState('');
  const [duration, setDuration] = useState<(typeof DURATIONS)[number]>('7d');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { error, setError, busy, run } = useFailure();

  /** The body the choice and the typed values make, or the problem with them. */
  const bodyOf = (): PlayerLimitBody | string => {
    const why = tidyReason(reason);
    if (choice === 'exclusion') return { kind: 'exclusion', duration, reason: why };
    if (choice === 'session-session') {
      const minutes = Number(amount);
      if (!Number.isInteger(minutes) || minutes < SESSION_LIMIT_MIN || minutes > SESSION_LIMIT_MAX) {
        return t('ops.players.tighten.minutesRule', { min: SESSION_LIMIT_MIN, max: SESSION_LIMIT_MAX });
      }
      return { kind: 'session', period: 'session', amount: minutes, reason: why };
    }
    const checked = checkAmount(amount, { min: MONEY_LIMIT_MIN, max: MONEY_LIMIT_MAX });
    if (checked.centavos === null || checked.error) return t('ops.players.tighten.amountRule');
    const [kind, period] = choice.split('-') as [(typeof MONEY_LIMIT_KINDS)[number], (typeof MONEY_LIMIT_PERIODS)[number]];
    return { kind, period, amount: checked.centavos, reason: why };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const problem = reasonProblem(t, reason);
    if (problem) return setError(problem);
    const body = bodyOf();
    if (typeof body === 'string') return setError(body);
    let outcome: string | null = null;
    if (await run(async () => void (outcome = await store.tighten(body)))) {
      setDone(t(`ops.players.tighten.${outcome}`));
      setReason('');
    }
  };

  return (
    <form className="ops-players-form" aria-labelledby="ops-player-tighten" onSubmit={(event) => void submit(event)}>
      <h3 id="ops-player-tighten">{t('ops.players.tighten.title')}</h3>
      <p>{t('ops.players.tighten.hint')}</p>
      <label className="ops-field">
        <span>{t('ops.players.tighten.which')}</span>
        <select value={choice} onChange={(event) => setChoice(event.target.value)}>
          {CHOICES.map((c) => (
            <option key={c} value={c}>
              {t(c === 'exclusion' ? 'ops.players.tighten.exclusion' : `ops.players.limit.${c}`)}
            </option>
          ))}
        </select>
      </label>
      {choice === 'exclusion' ? (
        <label className="ops-field">
          <span>{t('ops.players.tighten.duration')}</span>
          <select value={duration} onChange={(event) => setDuration(event.target.value as (typeof DURATIONS)[number])}>
            {DURATIONS.map((d) => (
              <option key={d} value={d}>
                {t(`ops.players.duration.${d}`)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <label className="ops-field">
          <span>{t(choice === 'session-session' ? 'ops.players.tighten.minutes' : 'ops.players.tighten.amount')}</span>
          <input value={amount} inputMode="decimal" onChange={(event) => setAmount(event.target.value)} autoComplete="off" />
        </label>
      )}
      <label className="ops-field">
        <span>{t('ops.players.reason')}</span>
        <textarea value={reason} maxLength={200} rows={2} onChange={(event) => setReason(event.target.value)} />
      </label>
      <FormAlert error={error} />
      {done && (
        <p role="status" className="ops-notice">
          {done}
        </p>
      )}
      <button type="submit" className="ops-button" disabled={busy}>
        {t('ops.players.tighten.submit')}
      </button>
    </form>
  );
}
