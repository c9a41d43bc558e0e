import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BindPayoutAccountBody,
  PayoutAccount,
  PayoutAccounts,
  PayoutBankList,
  PayoutBankListQuery,
  WithdrawRequest,
  Withdrawal,
  WithdrawalRecords,
  WithdrawalRecordsQuery,
  WithdrawSettings,
} from '../../../contracts/withdrawal';
import { authedMember, requireRealMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { idempotencyKeyOf } from '../../http/idempotency';
import { bearerAuth, costlyToAnswer, responses } from '../../http/route-schema';
import { bindPayoutAccount, payoutAccounts, payoutBankList, requestWithdrawal, withdrawalRecords, withdrawSettings } from './service';

const tags = ['withdrawal'];
const SECURITY = '/wps/v2/member/securityConfig';

/** Withdrawals and payout accounts (SPEC §7): closed to trial players; writes encrypted, money writes idempotent. */
export const withdrawalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wps/transaction/withdraw/settings',
    {
      schema: {
        tags,
        summary:
          'What the withdraw screen explains first: min, max, the withdrawable amount, turnover left, KYC state, payment password set',
        security: bearerAuth,
        response: responses(WithdrawSettings),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await withdrawSettings(app.ctx, authedMember(request))),
  );

  app.post(
    '/wps/transaction/withdraw',
    {
      schema: {
        tags,
        summary: 'Request a withdrawal to a bound account: the amount is held at once (Idempotency-Key; encrypted; payment password)',
        security: bearerAuth,
        body: WithdrawRequest,
        response: responses(Withdrawal),
      },
      // Guarded by the payment password's own limit, not a per-address rate (a venue's kiosks share one address).
      config: { encryptedBody: true, idempotent: true },
      preHandler: requireRealMember,
    },
    async (request) => ok(await requestWithdrawal(app.ctx, authedMember(request), request.body, idempotencyKeyOf(request))),
  );

  app.get(
    '/wps/transaction/withdraw/records',
    {
      schema: {
        tags,
        summary: 'Withdrawal records, newest first (default: the last 7 days)',
        security: bearerAuth,
        querystring: WithdrawalRecordsQuery,
        response: responses(WithdrawalRecords),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await withdrawalRecords(app.ctx, authedMember(request), request.query)),
  );

  app.get(
    `${SECURITY}/bankCardList`,
    {
      schema: {
        tags,
        summary: 'Banks and e-wallets a payout account can be bound at (BINDCARD3)',
        security: bearerAuth,
        querystring: PayoutBankListQuery,
        response: responses(PayoutBankList),
      },
      preHandler: requireRealMember,
    },
    async () => ok(payoutBankList()),
  );

  app.get(
    `${SECURITY}/bankCards`,
    {
      schema: {
        tags,
        summary: 'The player’s bound payout accounts (numbers masked)',
        security: bearerAuth,
        response: responses(PayoutAccounts),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await payoutAccounts(app.ctx, authedMember(request))),
  );

  app.put(
    `${SECURITY}/bankCard`,
    {
      schema: {
        tags,
        summary: 'Bind a bank account or e-wallet in the player’s own verified name (encrypted; payment password)',
        security: bearerAuth,
        body: BindPayoutAccountBody,
        response: responses(PayoutAccount),
      },
      config: { encryptedBody: true, ...costlyToAnswer },
      preHandler: requireRealMember,
    },
    async (request) => ok(await bindPayoutAccount(app.ctx, authedMember(request), request.body)),
  );
};
