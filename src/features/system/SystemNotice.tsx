import { useTranslation } from 'react-i18next';
import { Logo } from '../../ui/Logo';
import './SystemNotice.css';

export type SystemNoticeKind = 'maintenance' | 'restricted';

/** The error-service (status 1) and error-IP (status 2) pages shown instead of the app. */
export function SystemNotice({ kind, ip }: { kind: SystemNoticeKind; ip?: string }) {
  const { t } = useTranslation();
  return (
    <main className="system-notice">
      <Logo />
      <h1>{t(`system.${kind}Title`)}</h1>
      <p>{t(`system.${kind}Text`)}</p>
      {kind === 'restricted' && ip && <p className="system-notice__ip">{t('system.yourIp', { ip })}</p>}
    </main>
  );
}
