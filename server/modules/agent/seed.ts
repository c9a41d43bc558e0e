import type { ContractTier } from '../../../contracts/agent';
import type { Db, Queryable } from '../../db/types';
import { ensurePlayerAccount, ensureSystemAccount, houseAccount, transfer } from '../../ledger/ledger';
import { findMemberByUsername, insertMember, type MemberRow } from '../member/repository';
import { hashPassword } from '../session/passwords';
import type { ContractKind } from './terms';

/**
 * The demo agent: a member (logs in on the member login like any player) flagged as agent, whose
 * invitation code AGENT2026 three downline players registered with. Not DEMO_AGENT of db/seed.ts,
 * the non-member account the member login refuses.
 */
export const DEMO_CONTRACT_AGENT = { username: 'agent', password: 'agent1234', nickname: 'Ana', affiliateCode: 'AGENT2026' };

/** Downline players (no password: they stand for the agent's players) and what each plays an hour, in centavos. */
const DOWNLINE = [
  { username: 'downline1', stake: 150_000, win: 60_000 },
  { username: 'downline2', stake: 80_000, win: 90_000 },
  { username: 'downline3', stake: 40_000, win: 0 },
];

const P = 100;
/** One contract of each kind as the operator offers it: ascending tiers. */
export const DEMO_TIERS: Record<ContractKind, ContractTier[]> = {
  daily_salary: [
    { minimum: 1_000 * P, activePlayers: 1, reward: 100 * P },
    { minimum: 2_000 * P, activePlayers: 3, reward: 300 * P },
    { minimum: 10_000 * P, activePlayers: 5, reward: 1_000 * P },
  ],
  dividend: [
    { minimum: 500 * P, activePlayers: 1, reward: 1_000 },
    { minimum: 5_000 * P, activePlayers: 3, reward: 1_500 },
    { minimum: 50_000 * P, activePlayers: 5, reward: 2_500 },
  ],
  hourly_salary: [
    { minimum: 500 * P, activePlayers: 0, reward: 20 * P },
    { minimum: 2_000 * P, activePlayers: 0, reward: 80 * P },
    { minimum: 10_000 * P, activePlayers: 0, reward: 300 * P },
  ],
};

async function member(db: Queryable, merchantCode: string, username: string, fields: () => Promise<Parameters<typeof insertMember>[1]>) {
  const found = (await findMemberByUsername(db, merchantCode, username)) ?? (await insertMember(db, await fields()));
  if (!found) throw new Error(`could not create ${username}`);
  return found;
}

/** Offers a contract of a kind unless the agent was ever offered one (an answered offer is not made again at the next start). */
export async function offerContract(db: Queryable, agentId: number, kind: ContractKind, tiers: ContractTier[]): Promise<void> {
  await db.query(
    `INSERT INTO agent_contracts (agent_member_id, kind, tiers)
     SELECT $1, $2, $3::jsonb WHERE NOT EXISTS (SELECT 1 FROM agent_contracts WHERE agent_member_id = $1 AND kind = $2)`,
    [agentId, kind, JSON.stringify(tiers)],
  );
}

/** Makes a member an agent owning an invitation code. */
export async function makeAgent(db: Queryable, merchantCode: string, agentId: number, affiliateCode: string): Promise<void> {
  await db.query('UPDATE members SET is_agent = true WHERE id = $1', [agentId]);
  await db.query(
    `INSERT INTO affiliates (merchant_code, code, name, agent_member_id) VALUES ($1, $2, 'Agent', $3)
     ON CONFLICT (merchant_code, code) DO UPDATE SET agent_member_id = $3`,
    [merchantCode, affiliateCode, agentId],
  );
}

/**
 * A downline player's play in the ledger, as the game wallet records it: a deposit, a stake to
 * the house and a win back. Keyed by `round`, so the same round is played once.
 */
export async function playRound(db: Db, player: MemberRow, round: string, play: { stake: number; win: number }): Promise<void> {
  const account = await ensurePlayerAccount(db, player.id, 'PHP');
  const house = await houseAccount(db, 'PHP', player.id);
  const gateway = await ensureSystemAccount(db, 'gateway', 'PHP');
  const key = `seed:agent:${round}:${player.id}`;
  await transfer(db, {
    idempotencyKey: `${key}:deposit`,
    kind: 'deposit',
    fromAccountId: gateway,
    toAccountId: account,
    amount: play.stake,
    currency: 'PHP',
  });
  await transfer(db, {
    idempotencyKey: `${key}:bet`,
    kind: 'bet',
    fromAccountId: account,
    toAccountId: house,
    amount: play.stake,
    currency: 'PHP',
  });
  if (play.win > 0) {
    await transfer(db, {
      idempotencyKey: `${key}:win`,
      kind: 'win',
      fromAccountId: house,
      toAccountId: account,
      amount: play.win,
      currency: 'PHP',
    });
  }
}

/**
 * The demo agent, its downline and one contract of each kind, offered. The downline plays one
 * round per clock hour the server starts in (keyed by the hour), so the contracts' current
 * periods have figures to show; a restart within the hour changes nothing.
 */
export async function seedAgentDemo(db: Db, merchantCode: string, now = new Date()): Promise<void> {
  const agent = await member(db, merchantCode, DEMO_CONTRACT_AGENT.username, async () => ({
    merchantCode,
    username: DEMO_CONTRACT_AGENT.username,
    passwordHash: await hashPassword(DEMO_CONTRACT_AGENT.password),
    nickname: DEMO_CONTRACT_AGENT.nickname,
    type: 0,
  }));
  await makeAgent(db, merchantCode, agent.id, DEMO_CONTRACT_AGENT.affiliateCode);
  const hour = now.toISOString().slice(0, 13);
  for (const { username, ...play } of DOWNLINE) {
    const player = await member(db, merchantCode, username, async () => ({
      merchantCode,
      username,
      passwordHash: null,
      nickname: null,
      type: 0,
      affiliateCode: DEMO_CONTRACT_AGENT.affiliateCode,
    }));
    await playRound(db, player, hour, play);
  }
  for (const [kind, tiers] of Object.entries(DEMO_TIERS) as [ContractKind, ContractTier[]][])
    await offerContract(db, agent.id, kind, tiers);
}
