import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Adjustment,
  AdjustmentBody,
  EndSessionsBody,
  PasswordResetBody,
  PasswordResetResult,
  PlayerLedgerPage,
  PlayerLimitBody,
  PlayerLimitResult,
  PlayerPageQuery,
  PlayerParams,
  PlayerSearchPage,
  PlayerSearchQuery,
  PlayerView,
  SessionsEndedResult,
} from '../../../contracts/players-ops';
import { DepositQueuePage, WithdrawalQueuePage } from '../../../contracts/queues';
import { OrderPage, OrdersQuery } from '../../../contracts/records';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { staffGuard, staffOf } from '../staff/guard';
import { endPlayerSessions, resetPlayerPassword, tightenProtection } from './actions';
import { requestAdjustment } from './adjustments';
import { playerDeposits, playerLedger, playerRounds, playerView, playerWithdrawals, searchPlayerPage } from './service';

const tags = ['players'];
/** The console works during maintenance, as the operator API does. */
const config = { access: 'open' as const };
const security = bearerAuth;
const BASE = '/ops/api/players/:username';

/** The console's player view: find a player, see everything about them, and what staff may do to their account. */
export const playerViewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const view = staffGuard('players.view');

  app.get(
    '/ops/api/players',
    {
      schema: {
        tags,
        summary: 'Players whose username or mobile number starts with q, in username order, paged by cursor',
        security,
        querystring: PlayerSearchQuery,
        response: responses(PlayerSearchPage),
      },
      config,
      preHandler: view,
    },
    async (request) => ok(await searchPlayerPage(app.ctx, request.query)),
  );

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'A player: profile (personal data masked), balances, limits and breaks, live sessions',
        security,
        params: PlayerParams,
        response: responses(PlayerView),
      },
      config,
      preHandler: view,
    },
    async (request) => ok(await playerView(app.ctx, request.params.username)),
  );

  const pageQuery = { params: PlayerParams, querystring: PlayerPageQuery };
  app.get(
    `${BASE}/ledger`,
    {
      schema: {
        tags,
        summary: 'The player’s ledger statement, newest first',
        security,
        ...pageQuery,
        response: responses(PlayerLedgerPage),
      },
      config,
      preHandler: view,
    },
    async (request) => ok(await playerLedger(app.ctx, request.params.username, request.query)),
  );
  app.get(
    `${BASE}/rounds`,
    {
      schema: {
        tags,
        summary: 'The player’s rounds, newest first (as their betting record: dates, page numbers)',
        security,
        params: PlayerParams,
        querystring: OrdersQuery,
        response: responses(OrderPage),
      },
      config,
      preHandler: view,
    },
    async (request) => ok(await playerRounds(app.ctx, request.params.username, request.query)),
  );
  app.get(
    `${BASE}/deposits`,
    {
      schema: { tags, summary: 'Every deposit of the player, newest first', security, ...pageQuery, response: responses(DepositQueuePage) },
      config,
      preHandler: view,
    },
    async (request) => ok(await playerDeposits(app.ctx, request.params.username, request.query)),
  );
  app.get(
    `${BASE}/withdrawals`,
    {
      schema: {
        tags,
        summary: 'Every withdrawal of the player, newest first',
        security,
        ...pageQuery,
        response: responses(WithdrawalQueuePage),
      },
      config,
      preHandler: view,
    },
    async (request) => ok(await playerWithdrawals(app.ctx, request.params.username, request.query)),
  );

  app.post(
    `${BASE}/limits`,
    {
      schema: {
        tags,
        summary: 'Tighten a limit or start a break for the player (never looser: LIMIT_LOOSENING_REFUSED), with a reason',
        security,
        params: PlayerParams,
        body: PlayerLimitBody,
        response: responses(PlayerLimitResult),
      },
      config,
      preHandler: staffGuard('players.limits'),
    },
    async (request) => ok(await tightenProtection(app.ctx, staffOf(request), request.params.username, request.body)),
  );

  app.delete(
    `${BASE}/sessions`,
    {
      schema: {
        tags,
        summary: 'End the player’s live sessions (or the one named), with a reason',
        security,
        params: PlayerParams,
        body: EndSessionsBody,
        response: responses(SessionsEndedResult),
      },
      config,
      preHandler: staffGuard('players.sessions'),
    },
    async (request) => ok(await endPlayerSessions(app.ctx, staffOf(request), request.params.username, request.body)),
  );

  app.post(
    `${BASE}/password`,
    {
      schema: {
        tags,
        summary:
          'Give the player a one-time password, answered once: it logs in for 24 hours, only to choose a new one; ' +
          'their sessions end and their devices lose their trust (a reason is required)',
        security,
        params: PlayerParams,
        body: PasswordResetBody,
        response: responses(PasswordResetResult),
      },
      config,
      preHandler: staffGuard('players.password'),
    },
    async (request, reply) => {
      // A password in the answer: kept by no cache on the way.
      void reply.header('cache-control', 'no-store, private');
      return ok(await resetPlayerPassword(app.ctx, staffOf(request), request.params.username, request.body));
    },
  );

  app.post(
    `${BASE}/adjustments`,
    {
      schema: {
        tags,
        summary: 'Credit or debit the player’s balance with a reason; above the threshold it waits for another staff member',
        security,
        params: PlayerParams,
        body: AdjustmentBody,
        response: responses(Adjustment),
      },
      config,
      preHandler: staffGuard('players.adjust'),
    },
    async (request) => ok(await requestAdjustment(app.ctx, staffOf(request), request.params.username, request.body)),
  );
};
