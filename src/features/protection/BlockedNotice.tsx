import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BlockView } from '../../api/protection';
import { PATHS } from '../../app/routes';
import { formatTime } from '../../lib/formatTime';

/**
 * What a player on a break sees: until when, and that the account stays open to see and to
 * withdraw (PAGCOR: an excluded player may not play or deposit; their balance is theirs).
 */
export function BlockedNotice({ block }: { block: BlockView }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="protection__blocked" aria-labelledby={titleId}>
      <p id={titleId} className="protection__blocked-title">
        {t(`protection.blocked.${block.kind}`, { time: formatTime(block.endsAt) })}
      </p>
      <p>{t('protection.blocked.detail')}</p>
      <Link className="btn btn--ghost btn--block" to={PATHS.withdraw}>
        {t('protection.blocked.withdraw')}
      </Link>
    </section>
  );
}
