import type { AuditChainProblem, OpsAuditVerdict } from '../../contracts/audit';
import type { OpsDeposit, OpsKycResult, OpsWhitelabelResult, OpsWithdrawal } from '../../contracts/operator';
import { WHITELABEL_FLAGS } from '../../contracts/system';
import { describeProtection, protectionCallFor, type ProtectionRow } from './protection-commands';
import { describeKyc, isKycRow, kycCallFor } from './kyc-commands';
import { describeApplication, isApplicationRow, promotionCallFor } from './promotion-commands';
import type { OpsApplication } from '../../contracts/promotions';
import { describeInboxResult, inboxCallFor, isInboxResult } from './inbox-commands';
import type { OpsInboxResult } from '../../contracts/inbox';
import { chatCallFor, describeChat } from './chat-commands';
import type { OpsChat, OpsChatReply } from '../../contracts/chat';
import type { OpsKycSubmission } from '../../contracts/kyc';

/**
 * The operator's commands (`npm run ops -- <command>`), each one call of the operator API.
 * Kept apart from the process (arguments, environment, printing) so it is tested with a fake fetch.
 */
export interface OpsCall {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

export class UsageError extends Error {}

export const USAGE = `npm run ops -- <command>
  deposits [--status S] [--flow gateway|manual|crypto]   list deposits (newest first)
  approve-deposit <D…>                                   credit a manual or crypto deposit
  reject-deposit <D…> --reason "…"                       reject it; the player reads the reason
  withdrawals [--status S]                               list withdrawals
  approve-withdrawal <W…>                                approve: it is paid through the payout provider
  reject-withdrawal <W…> --reason "…"                    reject it; the hold goes back to the player
  verify-kyc <username> --name "…"                       verify a player's identity under the name on their ID
  kyc-queue [--state pending|on_hold|approved|…]         KYC submissions (default: pending and on hold, oldest first)
  kyc-show <K…>                                          one KYC submission (images: GET /ops/kyc/<K…>/images/<field>)
  kyc-approve <K…> [--until YYYY-MM-DD]                  approve it (optionally until the ID's expiry)
  kyc-reject <K…> --reason "…" [--final]                 reject it; the player reads the reason and may resubmit unless --final
  kyc-hold <K…> --reason "…"                             put it on hold for a second look
  whitelabel <FLAG> <on|off>                             switch a whitelabel flag (MANDATORYKYC3, USERNAMEREG3...)
  audit-verify [--anchor SEQ:HASH]                       seal and check the audit log's hash chain (exit 1 when broken);
                                                         an anchor is a head printed earlier and kept elsewhere
  protection <username>                                  a player's limits, reality check and break
  set-limit <username> <deposit|loss|wager> <day|week|month> <pesos|none> --reason "…"
  set-limit <username> session <minutes|none> --reason "…"
                                                         the operator's limit for a player (in force at once)
  restricted                                             the restricted-persons list (hashes only)
  restrict <mobile|email|id_number> <value> --reason "…" refuse registration with this mobile, email or ID number
  unrestrict <mobile|email|id_number> <value>            take it off the list
  send-message <username> --title "…" --body "…"         a message in the player's inbox
  send-message --segment <all|verified|unverified|depositors|nonDepositors> --title "…" --body "…"
                                                         a message to every player of a segment
  promotion-applications [--status applying|approved|rejected]
                                                         applications to promotions (default: waiting, oldest first)
  approve-promotion <A…>                                 approve it: the player may claim the reward
  reject-promotion <A…> --reason "…"                     reject it; the player reads the reason
  chats                                                  live-chat conversations, those waiting for an answer first
  chat-reply <username> --body "…"                       write to a player in their live chat
  staff:create-admin <username>                          a console admin on the platform's database (not through the API);
                                                         its one-time password is printed once
Environment: OPS_URL (default http://localhost:$PORT or :8080), OPS_KEY (default: the sandbox key in $DATA_DIR/ops-key)`;

function query(options: Record<string, string | undefined>): string {
  const entries = Object.entries(options).filter((e): e is [string, string] => e[1] !== undefined);
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries).toString()}`;
}

function idArg(positionals: string[], pattern: RegExp, what: string): string {
  const id = positionals[0];
  if (!id || !pattern.test(id)) throw new UsageError(`Give the ${what} id, e.g. ${what === 'deposit' ? 'D12' : 'W3'}`);
  return id;
}

function reasonOf(reason: string | undefined): string {
  if (!reason || reason.trim().length < 3)
    throw new UsageError('A rejection needs --reason "…" (at least 3 characters): the player reads it');
  return reason.trim();
}

function anchorOf(text: string): { seq: number; hash: string } {
  const match = /^(\d{1,15}):([0-9a-f]{64})$/.exec(text.trim());
  if (!match || Number(match[1]) < 1) throw new UsageError('Give --anchor SEQ:HASH as printed by an earlier audit-verify');
  return { seq: Number(match[1]), hash: match[2]! };
}

/** The API call a command line asks for. */
export function callFor(command: string | undefined, positionals: string[], options: Record<string, string | undefined>): OpsCall {
  switch (command) {
    case 'deposits':
      return { method: 'GET', path: `/ops/deposits${query({ status: options.status, flow: options.flow })}` };
    case 'approve-deposit':
      return { method: 'POST', path: `/ops/deposits/${idArg(positionals, /^D\d+$/, 'deposit')}/approve` };
    case 'reject-deposit':
      return {
        method: 'POST',
        path: `/ops/deposits/${idArg(positionals, /^D\d+$/, 'deposit')}/reject`,
        body: { reason: reasonOf(options.reason) },
      };
    case 'withdrawals':
      return { method: 'GET', path: `/ops/withdrawals${query({ status: options.status })}` };
    case 'approve-withdrawal':
      return { method: 'POST', path: `/ops/withdrawals/${idArg(positionals, /^W\d+$/, 'withdrawal')}/approve` };
    case 'reject-withdrawal':
      return {
        method: 'POST',
        path: `/ops/withdrawals/${idArg(positionals, /^W\d+$/, 'withdrawal')}/reject`,
        body: { reason: reasonOf(options.reason) },
      };
    case 'verify-kyc': {
      const username = positionals[0];
      if (!username || !/^[A-Za-z0-9_]{3,64}$/.test(username)) throw new UsageError('Give the player’s username');
      if (!options.name || options.name.trim().length < 3) throw new UsageError('Give --name "…": the name on the player’s ID');
      return { method: 'POST', path: `/ops/members/${username}/kyc`, body: { realName: options.name.trim() } };
    }
    case 'whitelabel': {
      const [flag, state] = positionals;
      if (!flag || !(WHITELABEL_FLAGS as readonly string[]).includes(flag) || (state !== 'on' && state !== 'off'))
        throw new UsageError(`Give a flag and on or off, e.g. whitelabel MANDATORYKYC3 on (flags: ${WHITELABEL_FLAGS.join(', ')})`);
      return { method: 'POST', path: `/ops/whitelabel/${flag}`, body: { on: state === 'on' } };
    }
    case 'audit-verify':
      return { method: 'POST', path: '/ops/audit/verify', body: options.anchor === undefined ? {} : { anchor: anchorOf(options.anchor) } };
    default: {
      const protection = protectionCallFor(command, positionals, options);
      if (protection) return protection;
      const kyc = kycCallFor(command, positionals, options);
      if (kyc) return kyc;
      const promotion = promotionCallFor(command, positionals, options);
      if (promotion) return promotion;
      const inbox = inboxCallFor(command, positionals, options);
      if (inbox) return inbox;
      const chat = chatCallFor(command, positionals, options);
      if (chat) return chat;
      throw new UsageError(command ? `Unknown command: ${command}` : 'Give a command');
    }
  }
}

export const pesos = (centavos: number) => (centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const PROBLEMS: Record<AuditChainProblem, string> = {
  altered: 'the row there is not what was sealed (changed, or moved)',
  missing: 'no row holds this position (deleted)',
  head: 'the chain does not end where its head says',
  anchor: 'the anchor given is no longer in the chain (rewritten or cut)',
};

/** The audit check's answer: the head to keep as the next anchor, or the first broken position. */
function describeAudit(v: OpsAuditVerdict): string {
  const counts = `sealed ${v.sealed} now, ${v.unsealed} still waiting`;
  if (v.broken) return `Audit chain BROKEN at position ${v.broken.seq}: ${PROBLEMS[v.broken.problem]} (${counts})`;
  return `Audit chain intact: ${v.head.seq} rows, head ${v.head.seq}:${v.head.hash} (${counts})`;
}

/** Whether an answer reports a failure the command must exit non-zero for (a broken audit chain). */
export function failed(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { intact?: unknown }).intact === false;
}

/** One line per deposit, withdrawal or KYC decision, or the audit check, for a terminal. */
export function describe(
  row:
    | OpsDeposit
    | OpsWithdrawal
    | OpsKycResult
    | OpsAuditVerdict
    | ProtectionRow
    | OpsKycSubmission
    | OpsWhitelabelResult
    | OpsInboxResult
    | OpsApplication
    | OpsChat
    | OpsChatReply,
): string {
  const chat = describeChat(row);
  if (chat !== null) return chat;
  if (isKycRow(row)) return describeKyc(row);
  if (isApplicationRow(row)) return describeApplication(row);
  if (isInboxResult(row)) return describeInboxResult(row);
  const protection = describeProtection(row);
  if (protection !== null) return protection;
  row = row as Exclude<typeof row, ProtectionRow | OpsInboxResult | OpsApplication | OpsChat | OpsChatReply>;
  if ('intact' in row) return describeAudit(row);
  if ('flag' in row) return `${row.flag} is now ${row.on ? 'on' : 'off'} (players see it within seconds)`;
  if ('kycStatus' in row) return `${row.username}  ${row.kycStatus}  (${row.released} waiting withdrawal(s) released)`;
  const last = row.decisions.at(-1);
  const decided = last ? `  ${last.decision} by ${last.operator} at ${last.decidedAt}${last.reason ? ` (${last.reason})` : ''}` : '';
  if ('depositId' in row) {
    const receipt = row.receiptUploaded ? ` receipt, ref ${row.transferReference}` : '';
    const where = `${row.channelName} ${row.bankCode}`;
    const amount = `₱${pesos(row.amount).padStart(12)}`;
    return `${row.depositId}  ${row.status.padEnd(9)} ${amount}  ${row.username}  ${where}  ${row.reference}${receipt}${decided}`;
  }
  const to = `${row.account.bankName} ${row.accountNumber}`;
  const amount = `₱${pesos(row.amount).padStart(12)}`;
  return `${row.withdrawalId}  ${row.status.padEnd(11)} ${amount}  ${row.username}  ${to}  ${row.reference}${decided}`;
}
