import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { FullScreenGame, type UsePlayGuard } from './FullScreenGame';
import { gameAddressOf } from './playPath';

/** The full-screen game (SPEC §2 /m/play): the vendor page it was opened with, titled by `name`; back goes home. */
export default function PlayPage({ useGuard }: { useGuard?: UsePlayGuard }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { state } = useLocation();
  return (
    <FullScreenGame
      address={gameAddressOf(state)}
      title={params.get('name')}
      exitLabel={t('play.back')}
      onExit={() => navigate(PATHS.home)}
      useGuard={useGuard}
    />
  );
}
