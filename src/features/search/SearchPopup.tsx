import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LOCAL_KEYS } from '../../platform/storage';
import { useStores } from '../../stores/context';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { PopularGames } from './PopularGames';
import { RecentGames } from './RecentGames';
import { SearchHistory } from './SearchHistory';
import { SearchResults } from './SearchResults';
import { addToHistory, removeFromHistory } from './searchHistory';
import './SearchPopup.css';

/**
 * The search popup (SPEC §2): a name search (Enter runs it, trimmed) with history chips and
 * paged results, then popular and recent games. Any navigation from inside it (a game, 'More',
 * log in) closes it.
 */
export default observer(function SearchPopup() {
  const { t } = useTranslation();
  const { ui, storage } = useStores();
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [history, setHistory] = useState(() => storage.local.get<string[]>(LOCAL_KEYS.searchHistory) ?? []);
  const { key } = useLocation();
  const openedAt = useRef(key);

  useEffect(() => {
    if (key !== openedAt.current) ui.closeDialog();
  }, [key, ui]);

  const saveHistory = (next: string[]) => {
    setHistory(next);
    storage.local.set(LOCAL_KEYS.searchHistory, next);
  };

  const run = (raw: string) => {
    const trimmed = raw.trim();
    if (!trimmed) return;
    setTerm(trimmed);
    setQuery(trimmed);
    saveHistory(addToHistory(history, trimmed));
  };

  return (
    <Modal className="search-popup" aria-label={t('search.title')} onClose={ui.closeDialog}>
      <form
        className="search-popup__bar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          run(term);
        }}
      >
        <Icon name="search" />
        <input
          type="search"
          className="search-popup__input control control--pill"
          aria-label={t('search.title')}
          placeholder={t('search.title')}
          enterKeyHint="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <button type="button" className="icon-btn" aria-label={t('search.close')} onClick={ui.closeDialog}>
          <Icon name="close" />
        </button>
      </form>
      <div className="search-popup__body">
        {history.length > 0 && (
          <SearchHistory terms={history} onPick={run} onRemove={(old) => saveHistory(removeFromHistory(history, old))} />
        )}
        {query !== null && <SearchResults key={query} term={query} />}
        <PopularGames />
        <RecentGames />
      </div>
    </Modal>
  );
});
