import { fireEvent, waitFor, type within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Fills the KYC personal information inside `form` (the popup's step 1, or what follows
 * registration) as a 30-year-old Filipino employed professional would.
 */
export async function fillPersonalInfo(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof within>, birthday = '1996-03-15') {
  await user.selectOptions(await form.findByRole('combobox', { name: 'ID type' }), 'Passport');
  await user.type(form.getByLabelText('Full name'), 'Juan Santos Dela Cruz');
  fireEvent.input(form.getByLabelText('Birthday'), { target: { value: birthday } });
  await user.type(form.getByLabelText('Current address'), '12 Mabini St, Quezon City');
  await user.type(form.getByLabelText('Permanent address'), '34 Rizal Ave, Cebu City');
  await user.type(form.getByLabelText('Place of birth'), 'Cebu City');
  await waitFor(() => expect((form.getByRole('combobox', { name: 'Nationality' }) as HTMLSelectElement).value).toBe('Philippines'));
  await user.selectOptions(form.getByRole('combobox', { name: 'Source of income' }), 'Employed');
  await user.selectOptions(form.getByRole('combobox', { name: 'Occupation' }), 'Professionals');
}
