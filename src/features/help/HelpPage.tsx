import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { HelpTopic } from '../../api';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { Spinner } from '../../ui/Spinner';
import { errorKeyOf } from '../../ui/form/useFormErrors';
import { HelpMenu } from './HelpMenu';
import './HelpPage.css';

/** Every topic and sub-topic in menu order, for looking one up by its tag. */
const flatten = (topics: HelpTopic[]): HelpTopic[] => topics.flatMap((topic) => [topic, ...flatten(topic.children ?? [])]);

/**
 * Help center (SPEC §2): topics on the left, the chosen topic's paragraphs on the right. The URL
 * hash names the topic (#terms, #privacy, ...), so links from elsewhere open the right one.
 * Content is plain text paragraphs, never HTML.
 */
export default observer(function HelpPage() {
  const { t } = useTranslation();
  const { account, ui } = useStores();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const contentRef = useRef<HTMLElement>(null);
  // Another language keeps the topics shown until its own arrive.
  const loaded = useLoad(ui.language, () => account.helpCenter(ui.language), { keep: true });
  const topics = loaded.value ?? null;
  const error = loaded.error === null ? null : errorKeyOf(loaded.error);

  const all = flatten(topics ?? []);
  const tag = decodeURIComponent(hash.replace(/^#/, ''));
  const selected = all.find((topic) => topic.tag === tag) ?? all[0];

  const select = (next: HelpTopic) => {
    navigate({ hash: next.tag }, { replace: true });
    contentRef.current?.scrollTo({ top: 0 });
  };

  if (error)
    return (
      <p className="form-error page" role="alert">
        {t(error)}
      </p>
    );
  if (!topics) return <Spinner label={t('common.loading')} />;

  return (
    <div className="help">
      <HelpMenu topics={topics} selectedTag={selected?.tag} onSelect={select} />
      <article className="help__content" ref={contentRef} aria-live="polite">
        {selected ? (
          <>
            <h2 className="help__title">{selected.title}</h2>
            {selected.content.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </>
        ) : (
          <p>{t('help.empty')}</p>
        )}
      </article>
    </div>
  );
});
