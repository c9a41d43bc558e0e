import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTER_KYC_FIELDS, type KycMenuGroup, type RegisterKycFieldName } from '../../../contracts/kyc-constants';
import type { RegisterBody, RegisterSettingsValue } from '../../../contracts/account';
import { toApiError } from '../../api';
import { TextField } from '../../ui/form/TextField';
import { errorKeyOf } from '../../ui/form/useFormErrors';
import { ReferenceSelect } from './ReferenceSelect';

type KycFieldRule = NonNullable<RegisterSettingsValue['kycFields']>[number];
type Values = Partial<Record<RegisterKycFieldName, string>>;

/** Without the server's list: the six fields SPEC §2 names for step 2, none required. */
const DEFAULT_FIELDS: readonly KycFieldRule[] = (
  ['placeOfBirth', 'address', 'permanentAddress', 'nationality', 'occupation', 'sourceOfIncome'] as const
).map((name) => ({ name, required: false }));

/** Chosen from a reference list (register uses the short ID and income lists; the popup the long ones). */
const LISTS: Partial<Record<RegisterKycFieldName, KycMenuGroup>> = {
  nationality: 'nationality',
  region: 'gamingvenue',
  occupation: 'occupation',
  sourceOfIncome: 'sourceOfIncome',
  idType: 'idType',
};
const NUMBERS = new Set<RegisterKycFieldName>(['occupation', 'sourceOfIncome', 'idType']);
const MAX_LENGTH: Partial<Record<RegisterKycFieldName, number>> = {
  placeOfBirth: 100,
  address: 200,
  permanentAddress: 200,
  payeeName: 100,
  idNumber: 40,
};

interface RegisterKycStepProps {
  settings: RegisterSettingsValue;
  /** Registers with step 1's fields plus these (RegisterForm's send); rejects with the refusal. */
  send: (extra: Partial<RegisterBody>) => Promise<void>;
  /** The account exists and the player is signed in. */
  onRegistered: () => void;
  /** Back to step 1: its values are kept, and a refusal about anything but this step's fields is shown there. */
  onBack: () => void;
}

function extraOf(fields: readonly KycFieldRule[], values: Values): Partial<RegisterBody> {
  const extra: Record<string, string | number> = {};
  for (const { name } of fields) {
    const value = values[name]?.trim();
    if (value) extra[name] = NUMBERS.has(name) ? Number(value) : value;
  }
  return extra as Partial<RegisterBody>;
}

/**
 * Registration step 2 under MANDATORYKYC3 (SPEC §2, §3 register payload, §5): the KYC fields the
 * server's register settings list (place of birth, current and permanent address, nationality,
 * occupation, source of income; region, ID type, name on the ID and ID number where configured),
 * each required when configured so. Submit registers the account with step 1's fields.
 */
export function RegisterKycStep({ settings, send, onRegistered, onBack }: RegisterKycStepProps) {
  const { t } = useTranslation();
  const rules = settings.kycFields?.length ? settings.kycFields : DEFAULT_FIELDS;
  const fields = REGISTER_KYC_FIELDS.flatMap((name) => rules.filter((rule) => rule.name === name));
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Values>({});

  const set = (name: RegisterKycFieldName) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      fields.filter((f) => f.required && !values[f.name]?.trim()).map((f) => [f.name, 'register.required']),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await send(extraOf(fields, values));
      onRegistered();
    } catch (caught) {
      const error = toApiError(caught);
      const field = fields.find((f) => f.name === error.field)?.name;
      // Any other refusal is shown by step 1 (whose captcha and SMS code have to be typed again).
      if (field) setErrors({ [field]: error.code === 'FIELD_INVALID' ? `kyc.invalid.${field}` : errorKeyOf(error) });
      else onBack();
    }
  };

  return (
    <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
      {fields.map(({ name, required }) => {
        const group = LISTS[name];
        const common = { label: t(`kyc.fields.${name}`), value: values[name] ?? '', onChange: set(name), error: errors[name], required };
        return group ? (
          <ReferenceSelect key={name} group={group} {...common} />
        ) : (
          <TextField key={name} maxLength={MAX_LENGTH[name]} {...common} />
        );
      })}
      <button type="submit" className="btn btn--primary btn--block">
        {t('kyc.register.submit')}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={onBack}>
        {t('common.back')}
      </button>
    </form>
  );
}
