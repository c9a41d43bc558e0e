import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError, type DropdownList, type IdVerification, type KycMenuGroup, type PersonalInfoBody } from '../../api';
import { useStores } from '../../stores/context';
import { FormError } from '../../ui/form/FormError';
import { TextField } from '../../ui/form/TextField';
import { useFormErrors } from '../../ui/form/useFormErrors';
import { birthdayRange } from '../register/registerRules';
import { birthdayError } from './personalInfoRules';
import { ReferenceSelect } from './ReferenceSelect';
import { KYC_MINIMUM_AGE } from '../../../contracts/kyc-constants';

const FIELDS = [
  'idType',
  'payeeName',
  'birthday',
  'address',
  'permanentAddress',
  'placeOfBirth',
  'nationality',
  'sourceOfIncome',
  'occupation',
  'employerName',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
/** The fields chosen from one of the server's reference lists; the others are typed. */
type ListField = 'idType' | 'nationality' | 'sourceOfIncome' | 'occupation';

/** The market's own nationality, offered first when nothing was saved (most players are Filipino). */
const HOME_NATIONALITY = 'Philippines';

/** What the last attempt (or registration's step 2) saved, as the form's texts; nothing saved is empty. */
function initialValues(saved: IdVerification['personalInfo'] | undefined): Values {
  return Object.fromEntries(FIELDS.map((field) => [field, saved?.[field] == null ? '' : String(saved[field])])) as Values;
}

/** Empty numbers go as 0 and empty texts as '': the server refuses them at their field. */
function bodyOf(values: Values): PersonalInfoBody {
  const trimmed = Object.fromEntries(FIELDS.map((field) => [field, values[field].trim()])) as Values;
  const { employerName, idType, sourceOfIncome, occupation, ...texts } = trimmed;
  return {
    ...texts,
    idType: Number(idType),
    sourceOfIncome: Number(sourceOfIncome),
    occupation: Number(occupation),
    ...(employerName ? { employerName } : {}),
  };
}

/**
 * Step 1 of the KYC popup (SPEC §2, §3 "KYC personal info"): the ID type, the name as on the ID,
 * birthday, both addresses, place of birth, nationality, source of income, occupation and the
 * employer, prefilled from the last attempt. Only the birthday is checked before sending (SPEC §5);
 * the server judges the rest and its refusal shows at the field. `onSaved` runs on data.success.
 */
export function PersonalInfoForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const { kyc, ui } = useStores();
  const [values, setValues] = useState(() => initialValues(kyc.config?.personalInfo));
  const errors = useFormErrors();
  const range = birthdayRange(KYC_MINIMUM_AGE);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    errors.setField(field, null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const birthday = birthdayError(values.birthday);
    errors.reset(birthday ? { birthday } : {});
    if (birthday) return;
    ui.showLoading();
    try {
      await kyc.savePersonalInfo(bodyOf(values));
      onSaved();
    } catch (caught) {
      const error = toApiError(caught);
      const empty = FIELDS.filter((field) => field !== 'employerName' && !values[field].trim());
      if (error.code === 'UNDER_AGE') errors.setField('birthday', 'kyc.birthdayLimit');
      else if (error.code === 'FIELD_INVALID' && error.field && (FIELDS as readonly string[]).includes(error.field)) {
        errors.setField(error.field, `kyc.invalid.${error.field}`);
      } else if (error.code === 'INVALID_INPUT' && empty.length > 0) {
        // The body's schema refused it without naming a field: the empty ones are why, so they say what they need.
        errors.reset(Object.fromEntries(empty.map((field) => [field, `kyc.invalid.${field}`])));
      } else errors.apply(error, FIELDS);
    } finally {
      ui.hideLoading();
    }
  };

  const choice = (field: ListField, group: KycMenuGroup, onList?: (list: DropdownList) => void) => (
    <ReferenceSelect
      label={t(`kyc.fields.${field}`)}
      group={group}
      value={values[field]}
      onChange={set(field)}
      error={errors.fields[field]}
      required
      onList={onList}
    />
  );
  const text = (field: Exclude<Field, ListField>, maxLength: number, extra = {}) => (
    <TextField
      label={t(`kyc.fields.${field}`)}
      value={values[field]}
      onChange={set(field)}
      error={errors.fields[field]}
      required={field !== 'employerName'}
      maxLength={maxLength}
      {...extra}
    />
  );

  return (
    <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
      {choice('idType', 'idTypeLong')}
      {text('payeeName', 100, { autoComplete: 'name', hint: t('kyc.fields.payeeNameHint') })}
      {text('birthday', 10, { type: 'date', min: range.min, max: range.max, autoComplete: 'bday' })}
      {text('address', 200, { autoComplete: 'street-address' })}
      {text('permanentAddress', 200)}
      {text('placeOfBirth', 100)}
      {choice('nationality', 'nationality', (list) => {
        if (list.some((item) => item.value === HOME_NATIONALITY)) {
          setValues((current) => (current.nationality ? current : { ...current, nationality: HOME_NATIONALITY }));
        }
      })}
      {choice('sourceOfIncome', 'sourceOfIncomeLong')}
      {choice('occupation', 'occupation')}
      {text('employerName', 100, { autoComplete: 'organization' })}
      <FormError error={errors.form} />
      <button type="submit" className="btn btn--primary btn--block">
        {t('kyc.next')}
      </button>
    </form>
  );
}
