import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { useFrameLoading } from './useFrameLoading';

/**
 * The vendor's game page. It runs on its own origin, so allow-same-origin gives it that origin,
 * never ours; no referrer tells it where the player came from.
 */
export function GameFrame({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const { src, loading, onLoad } = useFrameLoading(url);
  return (
    <>
      <iframe
        className="play__frame"
        title={title}
        src={src}
        sandbox="allow-scripts allow-same-origin allow-forms"
        allow="fullscreen"
        referrerPolicy="no-referrer"
        onLoad={onLoad}
      />
      {loading && (
        <div className="play__loading">
          <Spinner label={t('play.loading')} showLabel />
        </div>
      )}
    </>
  );
}
