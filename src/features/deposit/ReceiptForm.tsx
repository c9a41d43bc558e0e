import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '../../api';
import { useStores } from '../../stores/context';
import { FormError } from '../../ui/form/FormError';
import { TextField } from '../../ui/form/TextField';
import { errorKeyOf } from '../../ui/form/useFormErrors';
import { receiptFileError, referenceError } from './receiptRules';

/** The chosen picture's local address for the preview, let go when another is chosen or the form goes. */
function usePreview(): [string | null, (file: File | null) => void] {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return [url, (file) => setUrl(file ? URL.createObjectURL(file) : null)];
}

/**
 * A manual transfer's proof: the receipt image (JPEG, PNG or WebP, up to 5 MB, checked here
 * before the upload and again by the server) with a preview, and the reference the bank printed.
 */
export function ReceiptForm({ depositId, onUploaded }: { depositId: string; onUploaded: (order: DepositOrder) => void }) {
  const { t } = useTranslation();
  const { deposit } = useStores();
  const fileId = useId();
  const fileErrorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ file?: string | null; reference?: string | null; form?: string | null }>({});
  const [sending, setSending] = useState(false);
  const [preview, showPreview] = usePreview();

  const pick = (picked: File | null) => {
    const error = picked ? receiptFileError(picked) : null;
    setFile(error ? null : picked);
    showPreview(error ? null : picked);
    setErrors((current) => ({ ...current, file: error, form: null }));
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = { file: receiptFileError(file), reference: referenceError(reference), form: null };
    setErrors(found);
    if (found.file || found.reference || !file) return;
    setSending(true);
    try {
      onUploaded(await deposit.uploadReceipt(depositId, file, reference));
    } catch (error) {
      setErrors({ form: errorKeyOf(error) });
      setSending(false);
    }
  };

  return (
    <form className="deposit__form" onSubmit={(event) => void send(event)} noValidate>
      <div className="field">
        <label htmlFor={fileId}>{t('deposit.receipt.file')}</label>
        <input
          className="control deposit__file"
          id={fileId}
          type="file"
          accept="image/*"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? fileErrorId : undefined}
          onChange={(event) => pick(event.target.files?.[0] ?? null)}
        />
        {errors.file && (
          <p id={fileErrorId} className="field__error">
            {t(errors.file)}
          </p>
        )}
      </div>
      {preview && <img className="deposit__preview" src={preview} alt={t('deposit.receipt.preview')} />}
      <TextField
        label={t('deposit.receipt.reference')}
        value={reference}
        onChange={setReference}
        autoComplete="off"
        maxLength={40}
        required
        hint={t('deposit.receipt.referenceHint')}
        error={errors.reference}
      />
      <FormError error={errors.form ?? null} />
      <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
        {t('deposit.receipt.send')}
      </button>
    </form>
  );
}
