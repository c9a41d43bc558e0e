import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { Icon } from '../../ui/Icon';
import { GameFrame } from './GameFrame';
import { frameUrlOf } from './playPath';
import './PlayPage.css';

/**
 * A vendor's game page over the whole screen (SPEC §2 /m/play and /m/lotto-h5): the address
 * (http(s) only, else a message), and one button out. Leaving refreshes the balance, so it is
 * fresh when the player comes back from the game.
 */
export function FullScreenGame({ address, title, exitLabel, onExit }: { address: string | null; title: string | null; exitLabel: string; onExit: () => void }) {
  const { t } = useTranslation();
  const { wallet } = useStores();
  const url = frameUrlOf(address);

  useEffect(
    () => () => {
      void wallet.refresh();
    },
    [wallet],
  );

  return (
    <div className="play">
      <button type="button" className="icon-btn play__back" aria-label={exitLabel} onClick={onExit}>
        <Icon name="back" />
      </button>
      {url ? (
        <GameFrame key={url} url={url} title={title || t('play.untitled')} />
      ) : (
        <p className="play__error" role="alert">
          {t('play.cannotOpen')}
        </p>
      )}
    </div>
  );
}
