import type { Config } from '../config';
import { ensurePlayerAccount, ensureSystemAccount, transfer } from '../ledger/ledger';
import { seedAgentDemo } from '../modules/agent/seed';
import { seedAnnouncements } from '../modules/announcements/seed';
import { seedCatalogue } from '../modules/games/catalogue-seed';
import { seedInbox } from '../modules/inbox/seed';
import { seedDepositChannels } from '../modules/deposit/channel-seed';
import { seedPromotions } from '../modules/promotions/seed';
import { findMemberByUsername, insertMember } from '../modules/member/repository';
import type { MerchantSettings } from '../modules/merchant/settings';
import { hashPassword } from '../modules/session/passwords';
import { SANDBOX_DOWNLOADS } from '../modules/system/sandbox-downloads';
import type { Db } from './types';

export const DEMO_PLAYER = {
  username: 'demo',
  password: 'demo1234',
  nickname: 'Juan',
  realName: 'Juan Dela Cruz',
  openingBalance: 1_000_000,
  mobile: { countryDialingCode: '63', mobileNum: '9171234567' },
  email: 'demo@example.com',
};
/** An agent account: the member login refuses it ('Non-member account unable to login'). */
export const DEMO_AGENT = { username: 'agent1', password: 'agentpass2026' };
export const DEMO_AFFILIATE_CODE = 'PINOY2026';

const MERCHANT_SETTINGS: Partial<MerchantSettings> = {
  whitelabel: {
    USERNAMEREG3: true,
    MOBILENUMREG3: true,
    REGMOBVERF3: true,
    MOBILENUMPASSREG3: true,
    MANDATORYKYC3: false,
    FACEBOOKLOGIN3: false,
    GOOGLELOGIN3: false,
    CBS3: true,
  },
  // Telegram's link travels sealed (type '3', SPEC §7: modules/system/service-links.ts).
  customerService: [
    { csType: 'LIVECHAT', title: 'Live chat', path: '/m/message' },
    { csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.me/PinoyPlaySupport', type: '3' },
  ],
  // The app window (download bar) and the sandbox's own download files (modules/system/sandbox-downloads.ts).
  appWindow: true,
  resources: SANDBOX_DOWNLOADS,
  socialLinks: {},
  mobileVerificationLogin: true,
};

/**
 * Demo data for sandbox mode. Idempotent: it runs at every start and changes nothing the
 * second time (the opening balance has a fixed idempotency key).
 */
export async function seed(db: Db, config: Pick<Config, 'merchantCode'>): Promise<void> {
  await db.query(
    `INSERT INTO merchants (code, name, currency, currency_symbol, settings)
     VALUES ($1, 'Pinoy Play', 'PHP', '₱', $2) ON CONFLICT (code) DO NOTHING`,
    [config.merchantCode, JSON.stringify(MERCHANT_SETTINGS)],
  );
  for (const name of ['gateway', 'trial', 'bonus'] as const) {
    await ensureSystemAccount(db, name, 'PHP');
  }
  const demo =
    (await findMemberByUsername(db, config.merchantCode, DEMO_PLAYER.username)) ??
    (await insertMember(db, {
      merchantCode: config.merchantCode,
      username: DEMO_PLAYER.username,
      passwordHash: await hashPassword(DEMO_PLAYER.password),
      nickname: DEMO_PLAYER.nickname,
      type: 0,
      mobile: DEMO_PLAYER.mobile,
      email: DEMO_PLAYER.email,
      birthday: '1990-06-12',
    }));
  if (!demo) throw new Error('could not create the demo player');
  // The demo player has passed identity verification, so withdrawals can be tried at once.
  await db.query(`UPDATE members SET kyc_status = 'verified', real_name = $2 WHERE id = $1 AND kyc_status = 'unverified'`, [
    demo.id,
    DEMO_PLAYER.realName,
  ]);
  if (!(await findMemberByUsername(db, config.merchantCode, DEMO_AGENT.username))) {
    await insertMember(db, {
      merchantCode: config.merchantCode,
      username: DEMO_AGENT.username,
      passwordHash: await hashPassword(DEMO_AGENT.password),
      nickname: 'Agent',
      type: 1,
      role: 'agent',
    });
  }
  await db.query(`INSERT INTO affiliates (merchant_code, code, name) VALUES ($1, $2, 'Demo affiliate') ON CONFLICT DO NOTHING`, [
    config.merchantCode,
    DEMO_AFFILIATE_CODE,
  ]);
  const account = await ensurePlayerAccount(db, demo.id, 'PHP');
  await transfer(db, {
    idempotencyKey: 'seed:demo:opening-balance',
    kind: 'deposit',
    fromAccountId: await ensureSystemAccount(db, 'gateway', 'PHP'),
    toAccountId: account,
    amount: DEMO_PLAYER.openingBalance,
    currency: 'PHP',
    metadata: { note: 'sandbox opening balance' },
  });
  await seedCatalogue(db);
  await seedAnnouncements(db, config.merchantCode);
  await seedInbox(db, config.merchantCode, demo.id);
  await seedDepositChannels(db, config.merchantCode);
  await seedPromotions(db, config.merchantCode);
  await seedAgentDemo(db, config.merchantCode);
}
