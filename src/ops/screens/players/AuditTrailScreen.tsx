import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_CASE_KINDS, type AuditCaseKind } from '../../../../contracts/players-ops';
import { errorText } from '../../errorText';
import { useOpsStore } from '../../stores/context';
import { FormAlert } from '../FormAlert';
import { PagedGrid } from './PagedGrid';
import { auditColumns, timeText } from './playerColumns';
import '../../players.css';

const LETTER: Record<AuditCaseKind, string> = { deposit: 'D', withdrawal: 'W', kyc: 'K', adjustment: 'A' };
type Subject = 'player' | AuditCaseKind;
type Asked = { player: string } | { case: string };

/** The query a typed subject makes (a case's id with or without its letter: D12 or 12), or null when it is not one. */
function queryOf(subject: Subject, typed: string): Asked | null {
  const text = typed.trim();
  if (subject === 'player') return /^[A-Za-z0-9_]{3,64}$/.test(text) ? { player: text } : null;
  const digits = new RegExp(`^${LETTER[subject]}?([0-9]{1,18})$`, 'i').exec(text)?.[1];
  return digits ? { case: `${subject}:${LETTER[subject]}${digits}` } : null;
}

/**
 * /ops/audit-trail (audit.view): the audit trail of a player or of one case, newest first, with who,
 * when, what, the reason, and whether each entry holds in the hash chain. `?player=` or `?case=`
 * open one straight away (links from other screens).
 */
export const AuditTrailScreen = observer(function AuditTrailScreen() {
  const { t, i18n } = useTranslation();
  const { players } = useOpsStore();
  const [params, setParams] = useSearchParams();
  const asked: Asked | null = params.get('case')
    ? { case: params.get('case')! }
    : params.get('player')
      ? { player: params.get('player')! }
      : null;
  const askedKey = asked ? JSON.stringify(asked) : null;
  const [subject, setSubject] = useState<Subject>(asked && 'case' in asked ? (asked.case.split(':')[0] as AuditCaseKind) : 'player');
  const [typed, setTyped] = useState(asked ? ('case' in asked ? asked.case.split(':')[1]! : asked.player) : '');
  const [error, setError] = useState<string | null>(null);
  const failed = (failure: unknown) => setError(errorText(t, failure));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one list per query asked for (askedKey stands for it)
  const list = useMemo(() => (asked ? players.auditTrail(asked) : null), [players, askedKey]);
  const columns = useMemo(() => auditColumns(t, timeText(i18n.language)), [t, i18n.language]);
  useEffect(() => {
    setError(null);
    list?.load().catch((failure: unknown) => setError(errorText(t, failure)));
  }, [list, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = queryOf(subject, typed);
    if (!query) return setError(t(`ops.players.audit.rule.${subject === 'player' ? 'player' : 'case'}`));
    setError(null);
    setParams(query);
  };

  return (
    <section className="ops-screen ops-players" aria-labelledby="ops-audit-title">
      <h1 id="ops-audit-title">{t('ops.players.audit.title')}</h1>
      <form className="ops-players-search" role="search" aria-label={t('ops.players.audit.find')} onSubmit={submit}>
        <label className="ops-field">
          <span>{t('ops.players.audit.subject')}</span>
          <select value={subject} onChange={(event) => setSubject(event.target.value as Subject)}>
            {(['player', ...AUDIT_CASE_KINDS] as const).map((s) => (
              <option key={s} value={s}>
                {t(`ops.players.audit.kind.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="ops-field">
          <span>{t(subject === 'player' ? 'ops.players.audit.username' : 'ops.players.audit.caseId')}</span>
          <input value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={64} autoComplete="off" />
        </label>
        <button type="submit" className="ops-button" disabled={!typed.trim()}>
          {t('ops.players.audit.show')}
        </button>
      </form>
      <FormAlert error={error} />
      {list && (
        <PagedGrid
          label={t('ops.players.audit.of', { subject: asked && 'case' in asked ? asked.case.split(':')[1] : asked?.player })}
          list={list}
          columns={columns}
          rowId={(row) => String(row.entryId)}
          empty={t('ops.players.empty')}
          onError={failed}
        />
      )}
    </section>
  );
});
