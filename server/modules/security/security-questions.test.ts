import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../test/harness';
import { ANSWER_GUESSES } from './answer-guesses';
import { SECURITY_QUESTIONS } from './questions';
import { asPlayer, LOGIN_PASSWORD, loginFrom, playerWithPassword } from './test-support';

const t = useTestApp();
const BASE = '/wps/v2/member/securityConfig';
type Answer = { questionId: number; answer: string };
const ANSWERS: [Answer, Answer, Answer] = [
  { questionId: 1, answer: 'Bantay' },
  { questionId: 6, answer: 'Sto. Tomas St' },
  { questionId: 8, answer: 'Nokia' },
];

const setAnswers = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `${BASE}/securityAnswers?moduleId=SECQ3`, headers: bearer(token), payload });
const mine = async (token: string) => (await t.app.inject({ url: `${BASE}/memberQuestions`, headers: bearer(token) })).json();
const setPin = (token: string, pin: string) =>
  t.app.inject({
    method: 'PUT',
    url: `${BASE}/paymentPassword`,
    headers: bearer(token),
    payload: { loginPassword: LOGIN_PASSWORD, paymentPassword: pin },
  });
const changePin = (token: string, oldPaymentPassword: string, newPaymentPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/paymentPassword`,
    headers: bearer(token),
    payload: { oldPaymentPassword, newPaymentPassword },
  });
const reset = (token: string, payload: Record<string, unknown>, cookie?: string) =>
  asPlayer(t, token, { method: 'POST', url: `${BASE}/paymentPassword/reset?moduleId=PAYPSW3`, payload, cookie });

/** A player with a payment password (482915) and the three answers above. */
async function readyPlayer() {
  const player = await playerWithPassword(t);
  await setPin(player.token, '482915');
  expect((await setAnswers(player.token, { loginPassword: LOGIN_PASSWORD, answers: ANSWERS })).json()).toEqual({
    success: true,
    value: null,
  });
  return player;
}

describe('the security questions list', () => {
  it('offers the fixed questions by id, with the module id or without, and refuses another module id', async () => {
    const { token } = await playerWithPassword(t);
    const list = (await t.app.inject({ url: `${BASE}/securityQuestions?moduleId=SECQ3`, headers: bearer(token) })).json();
    expect(list).toEqual({ success: true, value: SECURITY_QUESTIONS });
    expect(list.value.length).toBeGreaterThanOrEqual(8);
    const wrong = await t.app.inject({ url: `${BASE}/securityQuestions?moduleId=COMM3`, headers: bearer(token) });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'INVALID_INPUT']);
  });
});

describe('setting the security answers', () => {
  it('keeps three questions in order and only argon2id hashes of the folded answers', async () => {
    const { memberId, token } = await playerWithPassword(t);
    expect(await mine(token)).toEqual({ success: true, value: { questions: [], setAt: null } });
    expect((await setAnswers(token, { loginPassword: LOGIN_PASSWORD, answers: ANSWERS })).json().success).toBe(true);
    const own = (await mine(token)).value;
    expect(own.questions.map((q: { id: number }) => q.id)).toEqual([1, 6, 8]);
    expect(own.setAt).toEqual(expect.any(String));
    expect(JSON.stringify(own)).not.toMatch(/bantay|nokia/i);
    const rows = await t.db.query<{ answer_hash: string }>('SELECT answer_hash FROM member_security_answers WHERE member_id = $1', [
      memberId,
    ]);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.answer_hash).toMatch(/^\$argon2id\$/);
    expect(rows.map((row) => row.answer_hash).join()).not.toMatch(/bantay|nokia/i);
  });

  it('replaces the earlier set', async () => {
    const { token } = await readyPlayer();
    const next = [
      { questionId: 2, answer: 'Bebot' },
      { questionId: 3, answer: 'Jomar' },
      { questionId: 4, answer: 'Lourdes' },
    ];
    expect((await setAnswers(token, { loginPassword: LOGIN_PASSWORD, answers: next })).json().success).toBe(true);
    expect((await mine(token)).value.questions.map((q: { id: number }) => q.id)).toEqual([2, 3, 4]);
  });

  it.each([
    ['the same question twice', [ANSWERS[0], { questionId: 1, answer: 'Muning' }, ANSWERS[2]], 'FIELD_INVALID', 'answers.1'],
    ['a question not on the list', [ANSWERS[0], ANSWERS[1], { questionId: 999, answer: 'Nokia' }], 'FIELD_INVALID', 'answers.2'],
    ['a one-letter answer', [{ questionId: 1, answer: ' a ' }, ANSWERS[1], ANSWERS[2]], 'SECURITY_ANSWER_WEAK', 'answers.0'],
    [
      'one answer twice, in other case and spacing',
      [ANSWERS[0], ANSWERS[1], { questionId: 9, answer: ' BANTAY' }],
      'SECURITY_ANSWER_WEAK',
      'answers.2',
    ],
  ])('refuses %s at its field, keeping nothing', async (_case, answers, code, field) => {
    const { token } = await playerWithPassword(t);
    const res = await setAnswers(token, { loginPassword: LOGIN_PASSWORD, answers });
    expect([res.statusCode, res.json().code, res.json().value.field]).toEqual([400, code, field]);
    expect((await mine(token)).value.questions).toEqual([]);
  });

  it.each([
    ['two answers', { loginPassword: LOGIN_PASSWORD, answers: ANSWERS.slice(0, 2) }],
    ['four answers', { loginPassword: LOGIN_PASSWORD, answers: [...ANSWERS, { questionId: 2, answer: 'Bebot' }] }],
    [
      'an answer of 65 characters',
      { loginPassword: LOGIN_PASSWORD, answers: [{ questionId: 1, answer: 'x'.repeat(65) }, ...ANSWERS.slice(1)] },
    ],
    ['no login password', { answers: ANSWERS }],
    ['an unknown field', { loginPassword: LOGIN_PASSWORD, answers: ANSWERS, hint: 'dog' }],
    ['a question id as text', { loginPassword: LOGIN_PASSWORD, answers: [{ questionId: '1', answer: 'Bantay' }, ...ANSWERS.slice(1)] }],
  ])('refuses %s as bad input', async (_case, payload) => {
    const { token } = await playerWithPassword(t);
    const res = await setAnswers(token, payload);
    expect([res.statusCode, res.json().code]).toEqual([400, 'INVALID_INPUT']);
    expect((await mine(token)).value.questions).toEqual([]);
  });

  it('needs the right login password', async () => {
    const { token } = await playerWithPassword(t);
    const res = await setAnswers(token, { loginPassword: 'not-mine', answers: ANSWERS });
    expect(res.json()).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'loginPassword' } });
    expect((await mine(token)).value.questions).toEqual([]);
  });
});

describe('resetting a forgotten payment password through the questions', () => {
  it('takes the answers in any case, spacing and order, and the new digits then hold', async () => {
    const { token } = await readyPlayer();
    const typed = [
      { questionId: 8, answer: 'NOKIA' },
      { questionId: 1, answer: ' bantay ' },
      { questionId: 6, answer: 'sto.  tomas st' },
    ];
    const res = await reset(token, { loginPassword: LOGIN_PASSWORD, answers: typed, newPaymentPassword: '730164' });
    expect(res.json()).toEqual({ success: true, value: null });
    expect((await changePin(token, '482915', '295037')).json().code).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await changePin(token, '730164', '295037')).json().success).toBe(true);
  });

  it('lifts the payment password’s own lock-out, so an owner who forgot it can withdraw again', async () => {
    const { token } = await readyPlayer();
    for (let i = 0; i < 5; i++) await changePin(token, '000001', '295037');
    expect((await changePin(token, '482915', '295037')).json().code).toBe('PAYMENT_PASSWORD_THROTTLED');
    expect((await reset(token, { loginPassword: LOGIN_PASSWORD, answers: ANSWERS, newPaymentPassword: '730164' })).json().success).toBe(
      true,
    );
    expect((await changePin(token, '730164', '295037')).json().success).toBe(true);
  });

  it('is refused before questions or a payment password exist, and for guessable digits', async () => {
    const fresh = await playerWithPassword(t);
    const body = { loginPassword: LOGIN_PASSWORD, answers: ANSWERS, newPaymentPassword: '730164' };
    expect((await reset(fresh.token, body)).json().code).toBe('PAYMENT_PASSWORD_MISSING');
    await setPin(fresh.token, '482915');
    const missing = await reset(fresh.token, body);
    expect([missing.statusCode, missing.json().code]).toEqual([409, 'SECURITY_QUESTIONS_MISSING']);
    const { token } = await readyPlayer();
    expect((await reset(token, { ...body, newPaymentPassword: '123456' })).json()).toMatchObject({
      code: 'PAYMENT_PASSWORD_WEAK',
      value: { field: 'newPaymentPassword' },
    });
  });

  it('refuses answers to other questions than the player’s own, and a wrong login password, without counting an answer guess', async () => {
    const { token } = await readyPlayer();
    const other = [ANSWERS[0], ANSWERS[1], { questionId: 2, answer: 'Nokia' }];
    expect((await reset(token, { loginPassword: LOGIN_PASSWORD, answers: other, newPaymentPassword: '730164' })).json().code).toBe(
      'INVALID_INPUT',
    );
    expect((await reset(token, { loginPassword: 'nope', answers: ANSWERS, newPaymentPassword: '730164' })).json()).toMatchObject({
      code: 'FIELD_INVALID',
      value: { field: 'loginPassword' },
    });
    const wrong = await reset(token, {
      loginPassword: LOGIN_PASSWORD,
      answers: [ANSWERS[0], ANSWERS[1], { questionId: 8, answer: 'Samsung' }],
      newPaymentPassword: '730164',
    });
    expect(wrong.json()).toMatchObject({ code: 'SECURITY_ANSWERS_WRONG', value: { attemptsLeft: ANSWER_GUESSES - 1, field: 'answers' } });
  });

  it(`allows ${ANSWER_GUESSES} wrong sets from elsewhere, then refuses even the right one; the owner’s device still resets`, async () => {
    const { token, username } = await readyPlayer();
    const owner = await loginFrom(t, username);
    const wrong = [ANSWERS[0], ANSWERS[1], { questionId: 8, answer: 'Samsung' }];
    const body = (answers: Answer[]) => ({ loginPassword: LOGIN_PASSWORD, answers, newPaymentPassword: '730164' });
    const left: number[] = [];
    for (let i = 1; i < ANSWER_GUESSES; i++) left.push((await reset(token, body(wrong))).json().value.attemptsLeft);
    expect(left).toEqual([4, 3, 2, 1]);
    const last = await reset(token, body(wrong));
    expect([last.statusCode, last.json().code]).toEqual([429, 'SECURITY_ANSWERS_THROTTLED']);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect((await reset(token, body(ANSWERS))).json().code).toBe('SECURITY_ANSWERS_THROTTLED');

    // The owner's device (it logged in before) counts on its own: the guesses elsewhere cost it nothing.
    expect((await reset(owner.token, body(ANSWERS), owner.cookie)).json()).toEqual({ success: true, value: null });
  });
});

describe('the security questions’ doors', () => {
  it('are closed to visitors and trial players', async () => {
    expect((await t.app.inject({ url: `${BASE}/securityQuestions` })).json().code).toBe('UNAUTHENTICATED');
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token;
    for (const request of [
      { url: `${BASE}/securityQuestions` },
      { url: `${BASE}/memberQuestions` },
      { method: 'PUT' as const, url: `${BASE}/securityAnswers`, payload: { loginPassword: 'x', answers: ANSWERS } },
      {
        method: 'POST' as const,
        url: `${BASE}/paymentPassword/reset`,
        payload: { loginPassword: 'x', answers: ANSWERS, newPaymentPassword: '730164' },
      },
    ]) {
      const res = await asPlayer(t, trial, request);
      expect([res.statusCode, res.json().code]).toEqual([403, 'TRIAL_FORBIDDEN']);
    }
  });
});
