import type { APIRequestContext } from '@playwright/test';

interface OutboxMessage {
  channel: 'sms' | 'email' | 'captcha';
  destination: string;
  code: string;
}

/** Reads the sandbox outbox as a tester would (tests run one at a time, so newest is ours). */
async function messages(request: APIRequestContext, destination?: string): Promise<OutboxMessage[]> {
  const query = destination ? `?destination=${encodeURIComponent(destination)}` : '';
  const res = await request.get(`/sandbox/outbox${query}`);
  return ((await res.json()) as { value: OutboxMessage[] }).value;
}

export async function latestCaptchaAnswer(request: APIRequestContext): Promise<string> {
  const captcha = (await messages(request)).find((m) => m.channel === 'captcha');
  if (!captcha) throw new Error('no captcha in the outbox');
  return captcha.code;
}

export async function latestCodeFor(request: APIRequestContext, destination: string): Promise<string> {
  const [message] = await messages(request, destination);
  if (!message) throw new Error(`nothing sent to ${destination}`);
  return message.code;
}
