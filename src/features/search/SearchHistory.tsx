import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';

interface SearchHistoryProps {
  terms: string[];
  onPick: (term: string) => void;
  onRemove: (term: string) => void;
}

/** Earlier searches as chips: tap one to search it again, or remove it. */
export function SearchHistory({ terms, onPick, onRemove }: SearchHistoryProps) {
  const { t } = useTranslation();
  return (
    <section className="search-popup__block" aria-label={t('search.history')}>
      <h3 className="search-popup__heading">{t('search.history')}</h3>
      <ul className="chips">
        {terms.map((term) => (
          <li key={term} className="chip">
            <button type="button" className="chip__term" onClick={() => onPick(term)}>
              {term}
            </button>
            <button type="button" className="chip__remove" aria-label={t('search.remove', { term })} onClick={() => onRemove(term)}>
              <Icon name="close" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
