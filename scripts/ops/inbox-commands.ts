import { INBOX_SEGMENTS, type OpsInboxResult } from '../../contracts/inbox';
import { UsageError, type OpsCall } from './commands';

/** The inbox's operator command (`npm run ops -- send-message …`; its usage line is in commands.ts). */

function textOf(option: string, text: string | undefined, max: number): string {
  const trimmed = text?.trim() ?? '';
  if (trimmed.length === 0 || trimmed.length > max) throw new UsageError(`Give --${option} "…" (1 to ${max} characters)`);
  return trimmed;
}

/** The API call of an inbox command; null when the command is not one of them. */
export function inboxCallFor(
  command: string | undefined,
  positionals: string[],
  options: Record<string, string | undefined>,
): OpsCall | null {
  if (command !== 'send-message') return null;
  const username = positionals[0];
  const segment = options.segment;
  if ((username === undefined) === (segment === undefined)) throw new UsageError('Give a username, or --segment, not both');
  if (username !== undefined && !/^[A-Za-z0-9_]{3,64}$/.test(username)) throw new UsageError('Give the player’s username');
  if (segment !== undefined && !(INBOX_SEGMENTS as readonly string[]).includes(segment))
    throw new UsageError(`Give a segment: ${INBOX_SEGMENTS.join(', ')}`);
  const to = username !== undefined ? { username } : { segment };
  return {
    method: 'POST',
    path: '/ops/inbox',
    body: { ...to, title: textOf('title', options.title, 120), body: textOf('body', options.body, 4000) },
  };
}

export function isInboxResult(row: unknown): row is OpsInboxResult {
  return typeof row === 'object' && row !== null && 'recipients' in row && 'messageId' in row;
}

export function describeInboxResult(row: OpsInboxResult): string {
  return `Message ${row.messageId} sent to ${row.recipients} player(s)`;
}
