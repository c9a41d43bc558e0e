import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/**
 * The answer of the captcha the page shows. Its field appears before its picture has been
 * asked for, so the picture is waited for first: read earlier, the newest captcha in the outbox
 * could still be an older page's.
 */
export async function shownCaptchaAnswer(page: Page): Promise<string> {
  await expect(page.getByRole('button', { name: 'Captcha image, tap to refresh' }).locator('img')).toBeVisible();
  const captcha = (await messages(page.request)).find((m) => m.channel === 'captcha');
  if (!captcha) throw new Error('no captcha in the outbox');
  return captcha.code;
}

export async function latestCodeFor(request: APIRequestContext, destination: string): Promise<string> {
  const [message] = await messages(request, destination);
  if (!message) throw new Error(`nothing sent to ${destination}`);
  return message.code;
}
