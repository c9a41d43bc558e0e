import { expect, type APIRequestContext, type Page } from '@playwright/test';

interface OutboxMessage {
  channel: 'sms' | 'email' | 'captcha';
  destination: string;
  code: string;
}

/** Reads the sandbox outbox as a tester would: what was sent to one destination, newest first. */
async function messages(request: APIRequestContext, destination?: string): Promise<OutboxMessage[]> {
  const query = destination ? `?destination=${encodeURIComponent(destination)}` : '';
  const res = await request.get(`/sandbox/outbox${query}`);
  return ((await res.json()) as { value: OutboxMessage[] }).value;
}

/** Each page's captchas as the server handed them out: their pictures, by the id the outbox files them under. */
const captchasOf = new WeakMap<Page, Map<string, string>>();

/**
 * Keeps the id of every captcha the page is given (fixtures.ts does it for every story's page),
 * so its answer is read from the outbox by that id: stories run side by side, and the newest
 * captcha in the outbox may be another story's.
 */
export function followCaptchas(page: Page): void {
  const ids = new Map<string, string>();
  captchasOf.set(page, ids);
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/wps/captcha') return;
    const body = (await response.json().catch(() => null)) as { value?: { captchaId: string; image: string } } | null;
    if (body?.value) ids.set(body.value.image, body.value.captchaId);
  });
}

/** The answer of the captcha the page shows: its picture names the captcha, the captcha its answer. */
export async function shownCaptchaAnswer(page: Page): Promise<string> {
  const picture = page.getByRole('button', { name: 'Captcha image, tap to refresh' }).locator('img');
  await expect(picture).toBeVisible();
  const image = await picture.getAttribute('src');
  let captchaId: string | undefined;
  await expect.poll(() => (captchaId = captchasOf.get(page)?.get(image ?? ''))).toBeDefined();
  return latestCodeFor(page.request, captchaId!);
}

export async function latestCodeFor(request: APIRequestContext, destination: string): Promise<string> {
  const [message] = await messages(request, destination);
  if (!message) throw new Error(`nothing sent to ${destination}`);
  return message.code;
}
