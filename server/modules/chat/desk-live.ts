import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { DESK_CLOSE, type DeskEvent } from '../../../contracts/chat-desk';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { StaffIdentity } from '../staff/sessions';
import { deskHub } from './desk-hub';
import { liveStaff, spendTicket } from './desk-service';

/** The console must say hello (with its ticket) this soon after connecting. */
const HELLO_MS = 10_000;
/** How often a live socket checks that its staff session still lives and still holds the permission. */
const SESSION_CHECK_MS = 60_000;

const send = (socket: WebSocket, event: DeskEvent) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
};

/** The hello's ticket, or null for anything else. */
function ticketOf(data: unknown): string | null {
  try {
    const hello = JSON.parse(String(data)) as { type?: unknown; ticket?: unknown };
    return hello.type === 'hello' && typeof hello.ticket === 'string' ? hello.ticket : null;
  } catch {
    return null;
  }
}

/** Why a session may not hear the feed (a close code), or null when it may. */
const refusal = (staff: StaffIdentity | null): number | null =>
  !staff ? DESK_CLOSE.unauthenticated : staff.permissions.includes('chat.answer') ? null : DESK_CLOSE.forbidden;

/**
 * The desk's live feed: GET /ops/api/chats/live, a WebSocket. A browser's socket cannot send the
 * session's headers, and the token must not ride in an address (access logs, history), so the first
 * message carries a one-time ticket the console bought over HTTP with those headers. Then every
 * change of a conversation arrives as it happens. The socket ends when the session does (checked
 * every minute, without keeping it alive) or loses chat.answer.
 */
function serve(ctx: AppContext, socket: WebSocket): void {
  let stopListening: (() => void) | null = null;
  let check: NodeJS.Timeout | null = null;
  const end = (code: number) => socket.close(code);
  const helloLate = setTimeout(() => end(DESK_CLOSE.unauthenticated), HELLO_MS);

  socket.once('message', (data) => {
    clearTimeout(helloLate);
    void (async () => {
      const ticket = ticketOf(data);
      const sessionHash = ticket ? await spendTicket(ctx, ticket) : null;
      const refused = refusal(sessionHash ? await liveStaff(ctx, sessionHash) : null);
      if (refused !== null || !sessionHash || socket.readyState !== socket.OPEN) return end(refused ?? DESK_CLOSE.unauthenticated);
      // Lost: this process's feed dropped and events may be missed; the console reconnects and reloads its list.
      const stop = await deskHub(ctx).listen(
        (event) => send(socket, event),
        () => end(1012),
      );
      if (socket.readyState !== socket.OPEN) return stop();
      stopListening = stop;
      send(socket, { type: 'ready' });
      check = setInterval(() => {
        liveStaff(ctx, sessionHash).then(
          (staff) => {
            const gone = refusal(staff);
            if (gone !== null) end(gone);
          },
          () => undefined,
        );
      }, SESSION_CHECK_MS);
    })().catch(() => end(1011));
  });

  socket.on('close', () => {
    clearTimeout(helloLate);
    if (check) clearInterval(check);
    stopListening?.();
  });
}

export const deskLiveRoute: FastifyPluginAsync = async (app) => {
  app.route({
    method: 'GET',
    url: '/ops/api/chats/live',
    config: { access: 'open' },
    schema: { hide: true },
    // A plain request gets the envelope like any refusal: this address is a WebSocket's.
    handler: async () => {
      throw new AppError('INVALID_INPUT', 426, 'Open this address as a WebSocket');
    },
    wsHandler: (socket) => serve(app.ctx, socket),
  });
};
