import { vi } from 'vitest';
import type { ActiveSession, SecurityCentre, SecurityQuestion } from '../api/security';

/** The server's question list (server/modules/security/questions.ts), the first four. */
export const SECURITY_QUESTIONS: SecurityQuestion[] = [
  { id: 1, question: 'What was the name of your first pet?' },
  { id: 2, question: 'What was your childhood nickname?' },
  { id: 3, question: 'What is the first name of your best friend in elementary school?' },
  { id: 4, question: 'What is the first name of your maternal grandmother?' },
];

/** A player with a payment password and nothing else of the centre set. */
export function securityCentreOf(overrides: Partial<SecurityCentre> = {}): SecurityCentre {
  return {
    paymentPassword: true,
    securityQuestions: false,
    email: null,
    payeeName: null,
    identityVerified: false,
    bankCards: 0,
    sessions: 2,
    ...overrides,
  };
}

/** A live session: this phone unless overridden. */
export function sessionOf(id: number, overrides: Partial<ActiveSession> = {}): ActiveSession {
  return {
    id,
    createdAt: '2026-05-09T10:15:00.000Z',
    lastSeenAt: '2026-05-09T11:00:00.000Z',
    ip: '203.0.113.7',
    device: 'Chrome, Android',
    current: false,
    ...overrides,
  };
}

/** The security centre's calls as the demo server answers them (src/test/fakes.ts fakeApi). */
export function fakeSecurityApi() {
  return {
    centre: vi.fn(async () => securityCentreOf()),
    paymentPasswordState: vi.fn(async () => ({ exists: true })),
    setPaymentPassword: vi.fn(async () => null),
    changePaymentPassword: vi.fn(async () => null),
    resetPaymentPassword: vi.fn(async () => null),
    questions: vi.fn(async () => SECURITY_QUESTIONS),
    memberQuestions: vi.fn(async () => ({ questions: [] as SecurityQuestion[], setAt: null as string | null })),
    setAnswers: vi.fn(async () => null),
    sendEmailCode: vi.fn(async () => ({ expirationTime: Date.now() + 60_000 })),
    bindEmail: vi.fn(async () => null),
    bindPayee: vi.fn(async () => null),
    sessions: vi.fn(async () => ({
      sessions: [sessionOf(2, { current: true }), sessionOf(1, { ip: '198.51.100.4', device: 'Safari, iOS' })],
      previousLogin: { time: '2026-05-08T09:00:00.000Z', ip: '198.51.100.4', device: 'Safari, iOS' } as {
        time: string;
        ip: string | null;
        device: string | null;
      } | null,
    })),
    endOtherSessions: vi.fn(async () => ({ ended: 1 })),
    endSession: vi.fn(async () => ({ ended: 1 })),
  };
}
