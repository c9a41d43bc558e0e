import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { Spinner } from '../../ui/Spinner';
import { lotteryLaunchOf } from './lotteryLaunch';
import { lottoH5Location } from './playPath';
import { launchErrorKey } from './useLaunchGame';

/**
 * The lottery launch (SPEC §2 /m/launchGame): asks the server for the lottery vendor's page
 * (a lobby or one game) and replaces itself with the embedded page, so "back" from the
 * lottery does not land here again. A refusal is shown with a way back to the lobby.
 */
export default function LaunchGamePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { games } = useStores();
  const [params] = useSearchParams();
  const query = params.toString();
  const launch = useMemo(() => lotteryLaunchOf(new URLSearchParams(query)), [query]);
  const launched = useLoad(launch ? query : null, () => games.launchLottery(launch!), {
    onValue: ({ url, gameName }) => {
      const target = lottoH5Location(url, gameName, new URLSearchParams(query));
      navigate(target, { replace: true, state: target.state });
    },
  });
  const error = !launch ? 'play.cannotOpen' : launched.error !== null ? launchErrorKey(launched.error) : null;

  return (
    <section className="page placeholder">
      {error ? (
        <>
          <p role="alert">{t(error)}</p>
          <button type="button" className="btn btn--ghost" onClick={() => navigate(PATHS.game)}>
            {t('play.back')}
          </button>
        </>
      ) : (
        <Spinner label={t('play.loading')} showLabel />
      )}
    </section>
  );
}
