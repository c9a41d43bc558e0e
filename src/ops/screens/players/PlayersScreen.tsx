import { observer } from 'mobx-react-lite';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../errorText';
import { useOpsStore } from '../../stores/context';
import { FormAlert } from '../FormAlert';
import { PagedGrid } from './PagedGrid';
import { searchColumns, timeText } from './playerColumns';
import '../../players.css';

/** /ops/players (players.view): find a player by the start of their username or mobile number, and open them. */
export const PlayersScreen = observer(function PlayersScreen() {
  const { t, i18n } = useTranslation();
  const { players } = useOpsStore();
  const search = players.search;
  const [typed, setTyped] = useState(search.q);
  const [error, setError] = useState<string | null>(null);
  const columns = useMemo(() => searchColumns(t, timeText(i18n.language)), [t, i18n.language]);
  const failed = (failure: unknown) => setError(errorText(t, failure));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (typed.trim()) search.search(typed).catch(failed);
  };

  return (
    <section className="ops-screen ops-players" aria-labelledby="ops-players-title">
      <h1 id="ops-players-title">{t('ops.players.title')}</h1>
      <form className="ops-players-search" role="search" aria-label={t('ops.players.search')} onSubmit={submit}>
        <label className="ops-field">
          <span>{t('ops.players.query')}</span>
          <input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={64}
            pattern="[A-Za-z0-9_+ \-]+"
            title={t('ops.players.queryRule')}
            autoComplete="off"
          />
        </label>
        <button type="submit" className="ops-button" disabled={!typed.trim()}>
          {t('ops.players.find')}
        </button>
      </form>
      <FormAlert error={error} />
      {search.q && (
        <PagedGrid
          label={t('ops.players.results', { q: search.q })}
          list={search.results}
          columns={columns}
          rowId={(row) => row.username}
          empty={t('ops.players.noneFound', { q: search.q })}
          onError={failed}
        />
      )}
    </section>
  );
});
