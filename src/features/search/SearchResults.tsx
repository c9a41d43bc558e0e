import { useTranslation } from 'react-i18next';
import { usePaged } from '../../lib/usePaged';
import { GAME_PAGE_SIZES } from '../../stores/GamesStore';
import { useStores } from '../../stores/context';
import { RetryLoad } from '../../ui/RetryLoad';
import { Spinner } from '../../ui/Spinner';
import { GameGrid } from '../games/GameGrid';

/**
 * Games whose name matches `term`, 9 a page, with 'Page x / total' and 'More games', which adds
 * the next page below the games shown (SPEC §2). Keyed by term.
 */
export function SearchResults({ term }: { term: string }) {
  const { t } = useTranslation();
  const { games } = useStores();
  const paged = usePaged(term, async (pageNo) => {
    const page = await games.list({ gameName: term, pageNo, pageSize: GAME_PAGE_SIZES.search });
    return { items: page.games, totalPages: page.totalPages, totalCount: page.totalCount };
  });

  return (
    <section className="search-popup__block" aria-label={t('search.results')}>
      <h3 className="search-popup__heading">{t('search.results')}</h3>
      {paged.pageNo === 0 && paged.loading && <Spinner label={t('common.loading')} />}
      {paged.pageNo === 0 && paged.error !== null && <RetryLoad onRetry={paged.retry} />}
      {paged.pageNo > 0 && (
        <>
          <p className="search-popup__count">{t('search.found', { count: paged.totalCount })}</p>
          <GameGrid games={paged.items} empty="search.noResults" />
          {paged.totalPages > 0 && (
            <div className="search-popup__paging">
              <span>{t('search.page', { page: paged.pageNo, total: paged.totalPages })}</span>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                disabled={!paged.hasMore || paged.loading}
                onClick={paged.loadMore}
              >
                {t('search.moreGames')}
              </button>
            </div>
          )}
          {paged.error !== null && <RetryLoad onRetry={paged.retry} />}
        </>
      )}
    </section>
  );
}
