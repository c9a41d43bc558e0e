import { useTranslation } from 'react-i18next';
import { Logo } from '../../ui/Logo';
import './SystemNotice.css';

export type SystemNoticeKind = 'maintenance' | 'restricted' | 'offline';

/**
 * The error-service (status 1) and error-IP (status 2) pages shown instead of the app, and the
 * offline page shown inside the app's frame (header and footer stay) while the device has no
 * network: the installed app opens from its cache and says why nothing loads.
 */
export function SystemNotice({ kind, ip }: { kind: SystemNoticeKind; ip?: string }) {
  const { t } = useTranslation();
  const Frame = kind === 'offline' ? 'section' : 'main';
  return (
    <Frame className={`system-notice system-notice--${kind}`} aria-labelledby="system-notice-title">
      {kind !== 'offline' && <Logo />}
      <h1 id="system-notice-title">{t(`system.${kind}Title`)}</h1>
      <p>{t(`system.${kind}Text`)}</p>
      {kind === 'restricted' && ip && <p className="system-notice__ip">{t('system.yourIp', { ip })}</p>}
    </Frame>
  );
}
