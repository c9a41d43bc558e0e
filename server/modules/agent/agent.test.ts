import { describe, expect, it } from 'vitest';
import { AGENT_PATHS, type ContractTier } from '../../../contracts/agent';
import { DEMO_PLAYER } from '../../db/seed';
import { houseAccount, ensurePlayerAccount, transfer } from '../../ledger/ledger';
import { bearer, loginAs, sessionPlayer, useTestApp } from '../../test/harness';
import { maskName } from '../../lib/mask-name';
import { insertMember } from '../member/repository';
import { DEMO_CONTRACT_AGENT, DEMO_TIERS, makeAgent, offerContract, playRound } from './seed';

const t = useTestApp();

const contract = (token: string, type: string) => t.app.inject({ url: `${AGENT_PATHS.contract}?type=${type}`, headers: bearer(token) });
const decide = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: AGENT_PATHS.decision, payload, headers: bearer(token) });
const status = (token: string) => t.app.inject({ url: AGENT_PATHS.status, headers: bearer(token) });
const team = (token: string, query = '') => t.app.inject({ url: `${AGENT_PATHS.downline}${query}`, headers: bearer(token) });

let seq = 0;
/** A downline player registered with `code` (as typed: case and spaces as a player might). */
async function downline(code: string | null) {
  const member = await insertMember(t.db, {
    merchantCode: t.config.merchantCode,
    username: `dl${process.pid}x${++seq}`,
    passwordHash: null,
    nickname: null,
    type: 0,
    affiliateCode: code,
  });
  return member!;
}

/** A fresh agent with its own invitation code and a live session. */
async function newAgent(code: string) {
  const agent = await sessionPlayer(t);
  await makeAgent(t.db, t.config.merchantCode, agent.memberId, code);
  return agent;
}

async function offered(agentId: number, kind: 'daily_salary' | 'dividend' | 'hourly_salary', tiers: ContractTier[] = DEMO_TIERS[kind]) {
  await offerContract(t.db, agentId, kind, tiers);
  const rows = await t.db.query<{ id: number }>('SELECT id FROM agent_contracts WHERE agent_member_id = $1 AND kind = $2', [agentId, kind]);
  return Number(rows[0]!.id);
}

describe('agent contracts: figures from the downline’s real play', () => {
  it('counts stakes less refunds and wins of the agent’s downline in the current period, and nobody else’s', async () => {
    const agent = await newAgent('FIGS01');
    const p1 = await downline(' figs01 ');
    const p2 = await downline('FIGS01');
    await downline('FIGS01'); // registered, never played: downline but not active
    const outsider = await downline(null);
    await playRound(t.db, p1, 'r1', { stake: 100_000, win: 30_000 });
    await playRound(t.db, p2, 'r1', { stake: 50_000, win: 80_000 });
    await playRound(t.db, outsider, 'r1', { stake: 999_000, win: 0 });
    // A refunded stake of p1's: it moves money but is no turnover.
    const account = await ensurePlayerAccount(t.db, p1.id, 'PHP');
    const house = await houseAccount(t.db, 'PHP', p1.id);
    await playRound(t.db, p1, 'refunded', { stake: 20_000, win: 0 });
    await transfer(t.db, {
      idempotencyKey: 'test:figs:rollback',
      kind: 'rollback',
      fromAccountId: house,
      toAccountId: account,
      amount: 20_000,
      currency: 'PHP',
    });
    // Forty days ago: before any of the contracts' current periods.
    await playRound(t.db, p2, 'old', { stake: 700_000, win: 0 });
    await t.db.query(`UPDATE ledger_transfers SET created_at = now() - interval '40 days' WHERE idempotency_key LIKE 'seed:agent:old:%'`);
    await offered(agent.memberId, 'daily_salary');
    await offered(agent.memberId, 'dividend', [{ minimum: 10_000, activePlayers: 2, reward: 1_000 }]);

    const daily = (await contract(agent.token, 'dailysalreqtype')).json().value;
    expect(daily.figures).toEqual({ downlinePlayers: 3, activePlayers: 2, turnover: 150_000, netLoss: 40_000 });
    expect(daily).toMatchObject({ type: 'dailysalreqtype', measure: 'turnover', rewardUnit: 'amount', tierReached: 0, payable: 10_000 });
    expect(daily.contract).toMatchObject({ status: 'offered', decidedAt: null, tiers: DEMO_TIERS.daily_salary });
    expect(Date.parse(daily.period.end) - Date.parse(daily.period.start)).toBe(86_400_000);

    const dividend = (await contract(agent.token, 'divtypecompperiodreq')).json().value;
    // 10% of the ₱400.00 net loss.
    expect(dividend).toMatchObject({ measure: 'netLoss', rewardUnit: 'basisPoints', tierReached: 0, payable: 4_000 });
  });

  it('shows the demo agent its three seeded offers with figures from its downline', async () => {
    const token = await loginAs(t.app, DEMO_CONTRACT_AGENT.username, DEMO_CONTRACT_AGENT.password);
    expect((await status(token)).json().value).toEqual({
      agent: true,
      offered: expect.arrayContaining(['dailysalreqtype', 'divtypecompperiodreq', 'contracthoursalreq']),
    });
    const daily = (await contract(token, 'dailysalreqtype')).json().value;
    expect(daily.contract).toMatchObject({ status: 'offered', tiers: DEMO_TIERS.daily_salary });
    expect(daily.figures.downlinePlayers).toBe(3);
    expect(daily.figures.turnover).toBeGreaterThan(0);
    expect(daily.payable).toBeGreaterThan(0);
  });

  it('answers an agent without a contract of a kind with no contract and nothing to pay', async () => {
    const agent = await newAgent('NONE01');
    const value = (await contract(agent.token, 'contracthoursalreq')).json().value;
    expect(value).toMatchObject({ contract: null, tierReached: null, payable: 0, figures: { downlinePlayers: 0, turnover: 0 } });
  });
});

describe('the agent’s team', () => {
  it('lists its players newest first, names masked, each with this month’s play, a page at a time', async () => {
    const agent = await newAgent('TEAM01');
    const first = await downline('TEAM01');
    const second = await downline('team01');
    const third = await downline('TEAM01');
    const outsider = await downline(null);
    for (const [player, minutesAgo] of [
      [first, 3],
      [second, 2],
      [third, 1],
    ] as const)
      await t.db.query(`UPDATE members SET created_at = now() - make_interval(mins => $2) WHERE id = $1`, [player.id, minutesAgo]);
    await playRound(t.db, first, 'team', { stake: 100_000, win: 30_000 });
    await playRound(t.db, second, 'team', { stake: 50_000, win: 80_000 });
    await playRound(t.db, outsider, 'team', { stake: 999_000, win: 0 });
    // Forty days ago: before this month.
    await playRound(t.db, first, 'team-old', { stake: 700_000, win: 0 });
    await t.db.query(
      `UPDATE ledger_transfers SET created_at = now() - interval '40 days' WHERE idempotency_key LIKE 'seed:agent:team-old:%'`,
    );

    const all = (await team(agent.token)).json().value;
    expect(all.figures).toEqual({ downlinePlayers: 3, activePlayers: 2, turnover: 150_000, netLoss: 40_000 });
    expect(all).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 3 });
    expect(all.list.map((p: { username: string }) => p.username)).toEqual([third, second, first].map((p) => maskName(p.username)));
    expect(all.list.map((p: { turnover: number; netLoss: number }) => [p.turnover, p.netLoss])).toEqual([
      [0, 0],
      [50_000, -30_000],
      [100_000, 70_000],
    ]);
    // This calendar month in Manila (UTC+8): from midnight of the 1st.
    const manilaStart = new Date(Date.parse(all.period.start) + 8 * 3_600_000);
    expect([manilaStart.getUTCDate(), manilaStart.getUTCHours(), manilaStart.getUTCMinutes()]).toEqual([1, 0, 0]);

    const page2 = (await team(agent.token, '?pageNo=2&pageSize=2')).json().value;
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 3 });
    expect(page2.list.map((p: { username: string }) => p.username)).toEqual([maskName(first.username)]);
  });

  it('refuses a member who is not an agent, a trial player and bad paging, and asks a visitor to log in', async () => {
    const token = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    expect((await team(token)).json()).toMatchObject({ success: false, code: 'NON_AGENT' });
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', remoteAddress: '10.88.0.2' })).json().value
      .token;
    expect((await team(trial)).json().code).toBe('NON_MEMBER_ACCOUNT');
    expect((await t.app.inject({ url: AGENT_PATHS.downline })).json().code).toBe('UNAUTHENTICATED');
    const agent = await newAgent('TEAM02');
    for (const query of ['?pageNo=0', '?pageSize=51', '?pageNo=x', '?sort=username']) {
      const res = await team(agent.token, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('INVALID_INPUT');
    }
  });
});

describe('agent contracts: accept or decline, once', () => {
  it('accepts an offer, which then shows what it pays, and refuses a second answer', async () => {
    const agent = await newAgent('ACPT01');
    await playRound(t.db, await downline('ACPT01'), 'r1', { stake: 250_000, win: 0 });
    const contractId = await offered(agent.memberId, 'hourly_salary');
    const accepted = await decide(agent.token, { type: 'contracthoursalreq', contractId, decision: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().value).toMatchObject({ contract: { contractId, status: 'accepted' }, tierReached: 1, payable: 8_000 });
    expect(accepted.json().value.contract.decidedAt).toEqual(expect.any(String));
    expect((await contract(agent.token, 'contracthoursalreq')).json().value.contract.status).toBe('accepted');

    for (const decision of ['accept', 'decline']) {
      const again = await decide(agent.token, { type: 'contracthoursalreq', contractId, decision });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'AGENT_CONTRACT_DECIDED', value: { status: 'accepted' } });
    }
    const audit = await t.db.query<{ kind: string }>(`SELECT kind FROM audit_log WHERE member_id = $1 AND kind LIKE 'agent.%'`, [
      agent.memberId,
    ]);
    expect(audit.map((row) => row.kind)).toEqual(['agent.contract_accepted']);
  });

  it('declines an offer: it pays nothing and no longer waits for an answer', async () => {
    const agent = await newAgent('DECL01');
    await playRound(t.db, await downline('DECL01'), 'r1', { stake: 250_000, win: 0 });
    const contractId = await offered(agent.memberId, 'daily_salary');
    expect((await status(agent.token)).json().value).toEqual({ agent: true, offered: ['dailysalreqtype'] });
    const declined = (await decide(agent.token, { type: 'dailysalreqtype', contractId, decision: 'decline' })).json().value;
    expect(declined).toMatchObject({ contract: { status: 'declined' }, tierReached: null, payable: 0 });
    expect((await status(agent.token)).json().value).toEqual({ agent: true, offered: [] });
  });

  it('lets only one of two answers sent together through', async () => {
    const agent = await newAgent('RACE01');
    const contractId = await offered(agent.memberId, 'dividend');
    const answers = await Promise.all(
      (['accept', 'decline'] as const).map((decision) => decide(agent.token, { type: 'divtypecompperiodreq', contractId, decision })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('agent entrance: who is refused, and bad input', () => {
  it('refuses a member who is not an agent: "Non-agents cannot log in"', async () => {
    const token = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const res = await contract(token, 'dailysalreqtype');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'NON_AGENT', message: 'Non-agents cannot log in' });
    expect((await decide(token, { type: 'dailysalreqtype', contractId: 1, decision: 'accept' })).json().code).toBe('NON_AGENT');
    expect((await status(token)).json().value).toEqual({ agent: false, offered: [] });
  });

  it('refuses a trial player, a non-member account: "Non-member account unable to login"', async () => {
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', remoteAddress: '10.88.0.1' })).json().value
      .token;
    const res = await contract(trial, 'divtypecompperiodreq');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NON_MEMBER_ACCOUNT', message: 'Non-member account unable to login' });
    expect((await status(trial)).json().value).toEqual({ agent: false, offered: [] });
  });

  it('asks a visitor to log in', async () => {
    expect((await t.app.inject({ url: `${AGENT_PATHS.contract}?type=dailysalreqtype` })).json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses unknown requests and malformed answers, and another agent’s or another kind’s contract', async () => {
    const agent = await newAgent('BAD01');
    const other = await newAgent('BAD02');
    const othersContract = await offered(other.memberId, 'daily_salary');
    const own = await offered(agent.memberId, 'daily_salary');
    for (const url of [`${AGENT_PATHS.contract}?type=weeklysal`, AGENT_PATHS.contract]) {
      const res = await t.app.inject({ url, headers: bearer(agent.token) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('INVALID_INPUT');
    }
    for (const payload of [
      { type: 'dailysalreqtype', contractId: String(own), decision: 'accept' },
      { type: 'dailysalreqtype', contractId: own, decision: 'maybe' },
      { type: 'dailysalreqtype', contractId: 0, decision: 'accept' },
      { type: 'dailysalreqtype', contractId: own, decision: 'accept', amount: 1 },
      { contractId: own, decision: 'accept' },
    ]) {
      const res = await decide(agent.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
    expect((await decide(agent.token, { type: 'dailysalreqtype', contractId: othersContract, decision: 'accept' })).json().code).toBe(
      'NOT_FOUND',
    );
    expect((await decide(agent.token, { type: 'contracthoursalreq', contractId: own, decision: 'accept' })).json().code).toBe('NOT_FOUND');
    // Nothing was answered by any of them.
    expect((await contract(agent.token, 'dailysalreqtype')).json().value.contract.status).toBe('offered');
    expect((await contract(other.token, 'dailysalreqtype')).json().value.contract.status).toBe('offered');
  });
});
