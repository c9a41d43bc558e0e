import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { useStores } from '../../stores/context';
import { Icon } from '../../ui/Icon';
import { GameFrame } from './GameFrame';
import { frameUrlOf } from './playPath';
import './PlayPage.css';

/**
 * The full-screen game (SPEC §2 /m/play): the vendor page of `game` (http(s) only) titled by
 * `name`, and a way back to home. Leaving refreshes the balance, so it is fresh after playing.
 */
export default function PlayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { wallet } = useStores();
  const [params] = useSearchParams();
  const url = frameUrlOf(params.get('game'));

  useEffect(
    () => () => {
      void wallet.refresh();
    },
    [wallet],
  );

  return (
    <div className="play">
      <button type="button" className="icon-btn play__back" aria-label={t('play.back')} onClick={() => navigate(PATHS.home)}>
        <Icon name="back" />
      </button>
      {url ? (
        <GameFrame key={url} url={url} title={params.get('name') || t('play.untitled')} />
      ) : (
        <p className="play__error" role="alert">
          {t('play.cannotOpen')}
        </p>
      )}
    </div>
  );
}
