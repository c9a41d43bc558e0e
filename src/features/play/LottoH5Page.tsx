import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { ComingSoon } from '../../ui/ComingSoon';

/**
 * The embedded lottery page (SPEC §2 /m/lotto-h5). No lottery vendor is connected yet, so it
 * says so; its close button goes home when opened with pageBack, else to the game lobby.
 */
export default function LottoH5Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const closeTo = params.get('pageBack') ? PATHS.home : PATHS.game;

  return (
    <section className="page placeholder">
      <ComingSoon />
      <button type="button" className="btn btn--ghost" onClick={() => navigate(closeTo)}>
        {t('play.close')}
      </button>
    </section>
  );
}
