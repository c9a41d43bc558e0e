import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../errorText';
import { FormAlert } from '../FormAlert';

/**
 * An image only staff may see (a receipt, an ID document): fetched with the staff headers as a Blob
 * and shown through an object URL, revoked when the image goes. `load` must keep its identity
 * while it names the same image (useCallback); another image is another component (a key of its own).
 */
export function PrivateImage({ load, alt }: { load: () => Promise<Blob>; alt: string }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    load()
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch((failure: unknown) => live && setError(errorText(t, failure)));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [load, t]);

  if (error) return <FormAlert error={error} />;
  if (!url) return <p role="status">{t('ops.queues.imageLoading', { what: alt })}</p>;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="ops-private-image">
      <img src={url} alt={alt} />
    </a>
  );
}
