import { observer } from 'mobx-react-lite';
import { useMemo, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { HelpTopic } from '../../api';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { Spinner } from '../../ui/Spinner';
import { errorKeyOf } from '../../ui/form/useFormErrors';
import { HelpMenu } from './HelpMenu';
import './HelpPage.css';
import { useListLanguage } from '../../ui/useListLanguage';

/** Every topic and sub-topic in menu order, for looking one up by its tag. */
const flatten = (topics: HelpTopic[]): HelpTopic[] => topics.flatMap((topic) => [topic, ...flatten(topic.children ?? [])]);

/**
 * A link of the content to a page of the app (same origin, same tab): the path to route to
 * without reloading the app, or null for any other link, which the browser follows.
 */
function appPathOf(event: MouseEvent<HTMLElement>): string | null {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link?.href || link.target || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return null;
  const url = new URL(link.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * Help center (SPEC §2): topics on the left, the chosen topic's content on the right. The URL
 * hash names the topic (#terms, #privacy, ...), so links from elsewhere open the right one.
 * Content is the operator's HTML, shown only as the sanitiser leaves it (lib/sanitizeHtml.ts,
 * loaded with this page); its links to the app's own pages open them in the app.
 */
export default observer(function HelpPage() {
  const { t } = useTranslation();
  const { account } = useStores();
  const language = useListLanguage();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const contentRef = useRef<HTMLElement>(null);
  // Another language keeps the topics shown until its own arrive.
  const loaded = useLoad(language, () => account.helpCenter(language), { keep: true });
  const topics = loaded.value ?? null;
  const error = loaded.error === null ? null : errorKeyOf(loaded.error);

  const all = flatten(topics ?? []);
  const tag = decodeURIComponent(hash.replace(/^#/, ''));
  const selected = all.find((topic) => topic.tag === tag) ?? all[0];

  const html = useMemo(() => (selected ? sanitizeHtml(selected.content) : ''), [selected]);

  const followLink = (event: MouseEvent<HTMLElement>) => {
    const path = appPathOf(event);
    if (path === null) return;
    event.preventDefault();
    navigate(path);
    contentRef.current?.scrollTo({ top: 0 });
  };

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
      <article className="help__content" ref={contentRef} aria-live="polite" onClick={followLink}>
        {selected ? (
          <>
            <h2 className="help__title">{selected.title}</h2>
            {/* Sanitised above: the allow-list's markup only. */}
            <div className="help__body" dangerouslySetInnerHTML={{ __html: html }} />
          </>
        ) : (
          <p>{t('help.empty')}</p>
        )}
      </article>
    </div>
  );
});
