import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../platform/clipboard';

/** A value shown once (a one-time password) with a button that copies it, and says whether it could. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<boolean | null>(null);
  return (
    <div className="ops-copy">
      <span>{label}</span>
      <code>{value}</code>
      <button
        type="button"
        className="ops-button ops-button--quiet"
        aria-label={t('ops.staff.copyWhat', { what: label })}
        onClick={() => void copyText(value).then(setResult)}
      >
        {t('ops.staff.copy')}
      </button>
      <span role="status">{result === null ? '' : t(result ? 'ops.staff.copied' : 'ops.staff.copyFailed')}</span>
    </div>
  );
}
