import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HelpTopic } from '../../api';
import { PATHS } from '../../app/routes';
import { useLoad } from '../../lib/useLoad';
import { isSafeExternalUrl, openExternal } from '../../platform/openExternal';
import { useStores } from '../../stores/context';
import type { SocialNetwork } from '../../stores/SystemStore';
import bankBadge from './payments/bank.svg';
import gcashBadge from './payments/gcash.svg';
import mayaBadge from './payments/maya.svg';

/** The footer's social networks, in SPEC §2 order; each shows only when the server supplies its link. */
export const FOOTER_SOCIAL_NETWORKS: readonly SocialNetwork[] = ['FACEBOOK', 'TELEGRAM', 'VIBER', 'INSTAGRAM'];

const PAYMENT_METHODS = [
  { key: 'GCASH', src: gcashBadge },
  { key: 'MAYA', src: mayaBadge },
  { key: 'BANK', src: bankBadge },
] as const;

/** The social row: links that open outside the app through the platform (http(s) only). */
const SocialLinks = observer(function SocialLinks() {
  const { t } = useTranslation();
  const { system } = useStores();
  // Boot loads the settings; a failed boot load is retried here rather than leaving the row empty.
  useEffect(() => {
    if (!system.settings) void system.loadSettings();
  }, [system]);
  const links = FOOTER_SOCIAL_NETWORKS.flatMap((network) => {
    const url = system.socialLink(network);
    // A link that is not http(s) is not shown at all: it could not be opened anyway.
    return url && isSafeExternalUrl(url) ? [{ network, url }] : [];
  });
  // Until the settings are known the row's place is kept, so the footer does not jump when they come.
  if (!system.settings) return <div className="lobby-footer__social lobby-footer__social--pending" aria-hidden="true" />;
  if (links.length === 0) return null;

  return (
    <ul className="lobby-footer__social" aria-label={t('lobby.socialLabel')}>
      {links.map(({ network, url }) => (
        <li key={network}>
          <a
            className={`lobby-footer__social-link lobby-footer__social-link--${network.toLowerCase()}`}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => {
              event.preventDefault();
              void openExternal(url);
            }}
          >
            {t(`social.${network}`)}
          </a>
        </li>
      ))}
    </ul>
  );
});

/** The lobby footer (SPEC §2): social links, payment methods, responsible gaming, and the help topics. */
export function LobbyFooter({ language }: { language: string }) {
  const { t } = useTranslation();
  const { account } = useStores();
  // A failure leaves the accordion as it was (hidden at first).
  const topics: HelpTopic[] = useLoad(language, () => account.helpCenter(language), { keep: true }).value ?? [];

  return (
    <footer className="lobby-footer">
      <SocialLinks />
      <ul className="lobby-footer__payments" aria-label={t('lobby.paymentsLabel')}>
        {PAYMENT_METHODS.map((method) => (
          <li key={method.key}>
            <img src={method.src} alt={t(`lobby.payments.${method.key}`)} width={72} height={24} />
          </li>
        ))}
      </ul>
      <h2 className="lobby-footer__title">{t('lobby.responsibleTitle')}</h2>
      <p className="lobby-footer__text">{t('lobby.responsibleText')}</p>
      {topics.length > 0 && (
        <details className="lobby-footer__help">
          <summary>{t('titles.help')}</summary>
          <ul>
            {topics.map((topic) => (
              <li key={topic.tag}>
                <Link to={`${PATHS.help}#${encodeURIComponent(topic.tag)}`}>{topic.title}</Link>
              </li>
            ))}
          </ul>
        </details>
      )}
    </footer>
  );
}
