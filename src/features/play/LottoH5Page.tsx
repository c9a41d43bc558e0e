import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { FullScreenGame, type UsePlayGuard } from './FullScreenGame';
import { gameAddressOf } from './playPath';

/**
 * The embedded lottery page (SPEC §2 /m/lotto-h5): the lottery vendor's page it was opened with
 * (see playPath.ts: not `mui`, so its token stays out of URLs), titled by `name`. Closing goes home
 * when it was opened with pageBack, else to the game lobby.
 */
export default function LottoH5Page({ useGuard }: { useGuard?: UsePlayGuard }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const closeTo = params.get('pageBack') ? PATHS.home : PATHS.game;
  return (
    <FullScreenGame
      address={gameAddressOf(state)}
      title={params.get('name')}
      exitLabel={t('play.close')}
      onExit={() => navigate(closeTo)}
      useGuard={useGuard}
    />
  );
}
