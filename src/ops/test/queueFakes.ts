import { vi } from 'vitest';
import type { OpsKycSubmission } from '../../../contracts/kyc';
import type { OpsDeposit, OpsWithdrawal } from '../../../contracts/operator';
import type { DepositQueueRow, KycQueueRow, WithdrawalQueueRow } from '../../../contracts/queues';
import type { QueueCalls } from '../api/queueCalls';

/** The work queues' calls as fakeOpsApi answers them by default: empty queues, nothing counted, blank images. */
export function fakeQueueCalls(): QueueCalls {
  return {
    queuePage: vi.fn(async () => ({ list: [], nextCursor: null })) as QueueCalls['queuePage'],
    queueCounts: vi.fn(async () => []),
    queueItem: vi.fn(async () => {
      throw new Error('queueItem: give the test its item');
    }),
    decideQueueItem: vi.fn(async () => {
      throw new Error('decideQueueItem: give the test its answer');
    }),
    depositReceipt: vi.fn(async () => new Blob(['png'], { type: 'image/png' })),
    kycDocument: vi.fn(async () => new Blob(['jpg'], { type: 'image/jpeg' })),
  };
}

const MADE = '2026-11-26T08:00:00.000Z';

export function depositRow(id: number, extra: Partial<DepositQueueRow> = {}): DepositQueueRow {
  return {
    depositId: `D${id}`,
    username: `juan${id}`,
    state: 'reviewing',
    flow: 'manual',
    channelName: 'BDO Unibank',
    bankCode: 'BDO',
    amount: 150_000,
    bonusAmount: 0,
    reference: `REF${id}`,
    transferReference: 'IP 2026 1126',
    receiptUploaded: true,
    stuck: false,
    createdAt: MADE,
    waitingSeconds: 7500,
    ...extra,
  };
}

/** The deposit a row opens, as the server details it. */
export function opsDeposit(row: DepositQueueRow, extra: Partial<OpsDeposit> = {}): OpsDeposit {
  const { state, waitingSeconds: _waiting, stuck: _stuck, ...rest } = row;
  return { ...rest, status: state, reason: null, expiresAt: null, decisions: [], ...extra };
}

export function withdrawalRow(id: number, extra: Partial<WithdrawalQueueRow> = {}): WithdrawalQueueRow {
  return {
    withdrawalId: `W${id}`,
    username: `juan${id}`,
    state: 'pending',
    amount: 150_000,
    reference: `WREF${id}`,
    bankCode: 'GCASH',
    accountKind: 'ewallet',
    accountName: 'JUAN DELA CRUZ',
    createdAt: MADE,
    waitingSeconds: 600,
    ...extra,
  };
}

export function opsWithdrawal(row: WithdrawalQueueRow, extra: Partial<OpsWithdrawal> = {}): OpsWithdrawal {
  return {
    withdrawalId: row.withdrawalId,
    username: row.username,
    status: row.state,
    amount: row.amount,
    reference: row.reference,
    account: {
      accountId: 1,
      kind: row.accountKind,
      bankCode: row.bankCode,
      bankName: 'GCash',
      accountName: row.accountName,
      accountNumberMasked: '****4567',
    },
    accountNumber: '09171234567',
    reason: null,
    createdAt: row.createdAt,
    completedAt: null,
    decisions: [],
    ...extra,
  };
}

export function kycRow(id: number, extra: Partial<KycQueueRow> = {}): KycQueueRow {
  return {
    submissionId: `K${id}`,
    username: `juan${id}`,
    state: 'pending',
    attempt: 1,
    payeeName: 'Juan Dela Cruz',
    provider: null,
    createdAt: MADE,
    waitingSeconds: 90_000,
    ...extra,
  };
}

/** A KYC case as the server details it to a reviewer (with kyc.documents: its images and ID number). */
export function opsKycCase(row: KycQueueRow, extra: Partial<OpsKycSubmission> = {}): OpsKycSubmission {
  return {
    submissionId: row.submissionId,
    username: row.username,
    state: row.state,
    attempt: row.attempt,
    payeeName: row.payeeName,
    birthday: '1994-08-21',
    idType: 12,
    idTypeName: 'National ID (PhilSys)',
    idNumber: 'N01-23-456789',
    nationality: 'Philippines',
    address: '12 Mabini St, Quezon City',
    permanentAddress: '12 Mabini St, Quezon City',
    placeOfBirth: 'Quezon City',
    sourceOfIncome: 'Self employed',
    occupation: 'Sales workers',
    employerName: null,
    images: ['idCardFront', 'idCardBack', 'idCardSelfie'],
    provider: row.provider,
    reason: null,
    canResubmit: null,
    decidedBy: null,
    submittedAt: row.createdAt,
    decidedAt: null,
    createdAt: row.createdAt,
    ...extra,
  };
}
