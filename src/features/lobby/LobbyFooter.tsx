import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HelpTopic } from '../../api';
import { PATHS } from '../../app/routes';
import { useStores } from '../../stores/context';

/** The lobby footer (SPEC §2): responsible gaming, and the help topics, each opening the help centre. */
export function LobbyFooter({ language }: { language: string }) {
  const { t } = useTranslation();
  const { account } = useStores();
  const [topics, setTopics] = useState<HelpTopic[]>([]);

  useEffect(() => {
    let live = true;
    account.helpCenter(language).then(
      (value) => live && setTopics(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [account, language]);

  return (
    <footer className="lobby-footer">
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
