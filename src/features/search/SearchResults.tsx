import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameListValue } from '../../../contracts/games';
import { GAME_PAGE_SIZES } from '../../stores/GamesStore';
import { useStores } from '../../stores/context';
import { Spinner } from '../../ui/Spinner';
import { GameGrid } from '../games/GameGrid';

const NOTHING: GameListValue = { games: [], pageNum: 1, totalPages: 0, totalCount: 0 };

/** Games whose name matches `term`, 9 a page, with 'Page x / total' and 'More games' (SPEC §2). Keyed by term. */
export function SearchResults({ term }: { term: string }) {
  const { t } = useTranslation();
  const { games } = useStores();
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<GameListValue | null>(null);

  useEffect(() => {
    let live = true;
    games.list({ gameName: term, pageNo: page, pageSize: GAME_PAGE_SIZES.search }).then(
      (value) => live && setResult(value),
      () => live && setResult(NOTHING),
    );
    return () => {
      live = false;
    };
  }, [games, term, page]);

  return (
    <section className="search-popup__block" aria-label={t('search.results')}>
      <h3 className="search-popup__heading">{t('search.results')}</h3>
      {result === null ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <p className="search-popup__count">{t('search.found', { count: result.totalCount })}</p>
          <GameGrid games={result.games} empty="search.noResults" />
          {result.totalPages > 0 && (
            <div className="search-popup__paging">
              <span>{t('search.page', { page: result.pageNum, total: result.totalPages })}</span>
              <button type="button" className="btn btn--ghost btn--small" disabled={page >= result.totalPages} onClick={() => setPage(page + 1)}>
                {t('search.moreGames')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
