import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Withdrawal, WithdrawalStatus } from '../../api';
import { PATHS } from '../../app/routes';
import { WithdrawalSummary } from './WithdrawalSummary';

/** What happens next for the states a new withdrawal starts in; a later state speaks for itself. */
const NEXT: Partial<Record<WithdrawalStatus, string>> = {
  pending: 'withdraw.done.pending',
  on_hold: 'withdraw.done.on_hold',
  waiting_kyc: 'withdraw.done.waiting_kyc',
};

/** The answer to a withdrawal: it is recorded and its amount held, with what happens next and the way to the records. */
export function WithdrawalDone({ withdrawal, onAgain }: { withdrawal: Withdrawal; onAgain: () => void }) {
  const { t } = useTranslation();
  const next = NEXT[withdrawal.status];
  const heading = useRef<HTMLHeadingElement>(null);
  // The form (and the focused button) is gone: the answer takes the focus, so it is read out next.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="withdraw__step">
      <h2 ref={heading} className="withdraw__heading" tabIndex={-1}>
        {t('withdraw.done.title')}
      </h2>
      {next && <p className="withdraw__note">{t(next)}</p>}
      <WithdrawalSummary withdrawal={withdrawal} />
      <div className="withdraw__actions">
        <Link className="btn btn--ghost" to={PATHS.withdrawRecords}>
          {t('titles.withdrawRecords')}
        </Link>
        <button type="button" className="btn btn--primary" onClick={onAgain}>
          {t('withdraw.done.again')}
        </button>
      </div>
    </div>
  );
}
