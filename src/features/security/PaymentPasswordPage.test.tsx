import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { encryptedSent, loggedInStore } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { SECURITY_QUESTIONS } from '../../test/securityFakes';

const URL = '/m/member/security/paymentPassword';
type User = ReturnType<typeof userEvent.setup>;

describe('payment password screen', () => {
  it('sets the first one with the withdraw screen’s form, then goes back to the centre', async () => {
    const user = userEvent.setup();
    const store = loggedInStore(0);
    vi.mocked(store.api.security.paymentPasswordState).mockResolvedValue({ exists: false });
    const { location } = renderApp(URL, store);
    await user.type(await screen.findByLabelText('New payment password (6 digits)'), '482915');
    await user.type(screen.getByLabelText('Confirm payment password'), '482915');
    await user.type(screen.getByLabelText('Login password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Save payment password' }));
    await waitFor(() => expect(location()).toBe('/m/member/security'));
    expect(await encryptedSent(store.api.security.setPaymentPassword)).toEqual({ loginPassword: 'demo1234', paymentPassword: '482915' });
  });

  it('changes it with the current one, checking the digits first', async () => {
    const user = userEvent.setup();
    const store = loggedInStore(0);
    const { location } = renderApp(URL, store);
    await user.type(await screen.findByLabelText('Current payment password'), '482915');
    await user.type(screen.getByLabelText('New payment password (6 digits)'), '730164');
    await user.type(screen.getByLabelText('Confirm payment password'), '730165');
    await user.click(screen.getByRole('button', { name: 'Change payment password' }));
    expect(screen.getByText('The two payment passwords do not match.')).toBeTruthy();
    expect(store.api.security.changePaymentPassword).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Confirm payment password'));
    await user.type(screen.getByLabelText('Confirm payment password'), '730164');
    await user.click(screen.getByRole('button', { name: 'Change payment password' }));
    await waitFor(() => expect(location()).toBe('/m/member/security'));
    expect(await encryptedSent(store.api.security.changePaymentPassword)).toEqual({
      oldPaymentPassword: '482915',
      newPaymentPassword: '730164',
    });
    expect(store.ui.toast?.key).toBe('security.paymentPassword.changed');
  });

  it('says how many tries are left after a wrong current one', async () => {
    const user = userEvent.setup();
    const store = loggedInStore(0);
    vi.mocked(store.api.security.changePaymentPassword).mockRejectedValue(
      new ApiError('PAYMENT_PASSWORD_WRONG', 'wrong', 400, { attemptsLeft: 3, field: 'oldPaymentPassword' }),
    );
    renderApp(URL, store);
    await user.type(await screen.findByLabelText('Current payment password'), '000001');
    await user.type(screen.getByLabelText('New payment password (6 digits)'), '730164');
    await user.type(screen.getByLabelText('Confirm payment password'), '730164');
    await user.click(screen.getByRole('button', { name: 'Change payment password' }));
    expect(await screen.findByText('The payment password is incorrect. Tries left: 3.')).toBeTruthy();
  });
});

describe('payment password screen: forgotten, reset through the security questions', () => {
  const fillReset = async (user: User, answers: string[]) => {
    for (const [index, question] of SECURITY_QUESTIONS.slice(0, 3).entries()) {
      await user.type(await screen.findByLabelText(question.question), answers[index]!);
    }
    await user.type(screen.getByLabelText('New payment password (6 digits)'), '295037');
    await user.type(screen.getByLabelText('Confirm payment password'), '295037');
    await user.type(screen.getByLabelText('Login password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Reset payment password' }));
  };

  function playerWithQuestions() {
    const store = loggedInStore(0);
    vi.mocked(store.api.security.memberQuestions).mockResolvedValue({
      questions: SECURITY_QUESTIONS.slice(0, 3),
      setAt: '2026-05-01T00:00:00Z',
    });
    return store;
  }

  it('asks the player’s own questions, and sends the answers, the new digits and the login password encrypted', async () => {
    const user = userEvent.setup();
    const store = playerWithQuestions();
    const { location } = renderApp(URL, store);
    await user.click(await screen.findByRole('button', { name: 'Forgot your payment password?' }));
    await fillReset(user, ['Bantay', 'Bebot', 'Jomar']);
    await waitFor(() => expect(location()).toBe('/m/member/security'));
    expect(await encryptedSent(store.api.security.resetPaymentPassword)).toEqual({
      loginPassword: 'demo1234',
      answers: [
        { questionId: 1, answer: 'Bantay' },
        { questionId: 2, answer: 'Bebot' },
        { questionId: 3, answer: 'Jomar' },
      ],
      newPaymentPassword: '295037',
    });
    expect(store.ui.toast?.key).toBe('security.reset.done');
  });

  it('opens directly with ?forgot=1, and says the answers are wrong without naming one, with the tries left', async () => {
    const user = userEvent.setup();
    const store = playerWithQuestions();
    vi.mocked(store.api.security.resetPaymentPassword).mockRejectedValue(
      new ApiError('SECURITY_ANSWERS_WRONG', 'wrong', 400, { attemptsLeft: 2, field: 'answers' }),
    );
    renderApp(`${URL}?forgot=1`, store);
    await fillReset(user, ['Bantay', 'Bebot', 'wrong']);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The answers do not match. Tries left: 2.');
    expect((screen.getByLabelText('Login password') as HTMLInputElement).value).toBe('');
  });

  it('asks for every answer before sending', async () => {
    const user = userEvent.setup();
    const store = playerWithQuestions();
    renderApp(`${URL}?forgot=1`, store);
    await user.click(await screen.findByRole('button', { name: 'Reset payment password' }));
    expect(screen.getAllByText('Enter your answer.')).toHaveLength(3);
    expect(store.api.security.resetPaymentPassword).not.toHaveBeenCalled();
  });

  it('sends a player without questions to set them', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(`${URL}?forgot=1`, loggedInStore(0));
    expect(await screen.findByText(/You have not set security questions/)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Set security questions' }));
    expect(location()).toBe('/m/member/security/questions');
  });
});
