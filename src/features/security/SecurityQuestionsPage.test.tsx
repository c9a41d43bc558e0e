import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { encryptedSent, loggedInStore } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { SECURITY_QUESTIONS } from '../../test/securityFakes';

const URL = '/m/member/security/questions';

describe('security questions screen', () => {
  it('checks the form before sending: a question for each row, answers of 2 characters, all different', async () => {
    const user = userEvent.setup();
    const store = loggedInStore(0);
    renderApp(URL, store);
    await user.selectOptions(await screen.findByLabelText('Question 1'), 'What was the name of your first pet?');
    await user.type(screen.getByLabelText('Answer 1'), 'Bantay');
    await user.type(screen.getByLabelText('Answer 2'), ' BANTAY ');
    await user.type(screen.getByLabelText('Answer 3'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save security questions' }));
    expect(screen.getAllByText('Choose a question.')).toHaveLength(2);
    expect(screen.getByText('Give each question a different answer.')).toBeTruthy();
    expect(screen.getByText('Enter an answer of at least 2 characters.')).toBeTruthy();
    expect(screen.getByText('Enter password')).toBeTruthy();
    expect(store.api.security.setAnswers).not.toHaveBeenCalled();
  });

  it('offers each question once across the rows, in the player’s language', async () => {
    const user = userEvent.setup();
    renderApp(URL, loggedInStore(0));
    await user.selectOptions(await screen.findByLabelText('Question 1'), '2');
    const second = within(screen.getByLabelText('Question 2'));
    expect(second.queryByRole('option', { name: 'What was your childhood nickname?' })).toBeNull();
    expect(second.getAllByRole('option')).toHaveLength(SECURITY_QUESTIONS.length);
  });

  it('sends three questions and answers with the login password, encrypted, then shows the questions without the answers', async () => {
    const user = userEvent.setup();
    const store = loggedInStore(0);
    renderApp(URL, store);
    for (const [index, id] of [1, 3, 4].entries()) {
      await user.selectOptions(await screen.findByLabelText(`Question ${index + 1}`), String(id));
      await user.type(screen.getByLabelText(`Answer ${index + 1}`), ['Bantay', 'Jomar', 'Lourdes'][index]!);
    }
    await user.type(screen.getByLabelText('Login password'), 'demo1234');
    vi.mocked(store.api.security.memberQuestions).mockResolvedValue({
      questions: [SECURITY_QUESTIONS[0]!, SECURITY_QUESTIONS[2]!, SECURITY_QUESTIONS[3]!],
      setAt: '2026-05-09T10:15:00.000Z',
    });
    await user.click(screen.getByRole('button', { name: 'Save security questions' }));
    expect(await screen.findByRole('heading', { name: 'Your security questions' })).toBeTruthy();
    expect(await encryptedSent(store.api.security.setAnswers)).toEqual({
      loginPassword: 'demo1234',
      answers: [
        { questionId: 1, answer: 'Bantay' },
        { questionId: 3, answer: 'Jomar' },
        { questionId: 4, answer: 'Lourdes' },
      ],
    });
    expect(screen.getByText('What is the first name of your maternal grandmother?')).toBeTruthy();
    expect(screen.queryByText('Lourdes')).toBeNull();
    expect(store.ui.toast?.key).toBe('security.questions.saved');
  });

  it('shows a wrong login password at its field', async () => {
    const user = userEvent.setup();
    const store = loggedInStore(0);
    vi.mocked(store.api.security.setAnswers).mockRejectedValue(new ApiError('FIELD_INVALID', 'wrong', 400, { field: 'loginPassword' }));
    renderApp(URL, store);
    for (const [index, id] of [1, 2, 3].entries()) {
      await user.selectOptions(await screen.findByLabelText(`Question ${index + 1}`), String(id));
      await user.type(screen.getByLabelText(`Answer ${index + 1}`), `answer${index}`);
    }
    await user.type(screen.getByLabelText('Login password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save security questions' }));
    expect(await screen.findByText('The login password is incorrect.')).toBeTruthy();
  });

  it('lets a player with questions change them, or cancel', async () => {
    const user = userEvent.setup();
    const store = loggedInStore(0);
    vi.mocked(store.api.security.memberQuestions).mockResolvedValue({ questions: SECURITY_QUESTIONS.slice(0, 3), setAt: null });
    renderApp(URL, store);
    await user.click(await screen.findByRole('button', { name: 'Change security questions' }));
    expect(screen.getByRole('heading', { name: 'Set your security questions' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your security questions' })).toBeTruthy());
  });
});
