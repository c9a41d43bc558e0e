import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { FullScreenGame } from './FullScreenGame';

/** The full-screen game (SPEC §2 /m/play): the vendor page of `game` titled by `name`; back goes home. */
export default function PlayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return <FullScreenGame address={params.get('game')} title={params.get('name')} exitLabel={t('play.back')} onExit={() => navigate(PATHS.home)} />;
}
