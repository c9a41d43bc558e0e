import type { KycImageField } from '../../../contracts/kyc-constants';
import type { OpsKycSubmission } from '../../../contracts/kyc';
import type { OpsDeposit, OpsWithdrawal } from '../../../contracts/operator';
import type {
  DepositQueuePage,
  DepositQueueQuery,
  KycQueueApproveBody,
  KycQueuePage,
  KycQueueQuery,
  KycQueueRejectBody,
  QueueApproveBody,
  QueueCounts,
  QueueReasonBody,
  WithdrawalQueuePage,
  WithdrawalQueueQuery,
} from '../../../contracts/queues';
import type { OpsCall } from './call';
import type { OpsImageCall } from './imageCall';

/** The console's three work queues, as their paths under /ops/api/queues/ name them. */
export const QUEUE_NAMES = ['deposits', 'withdrawals', 'kyc'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** Each queue's listing query, row, page, one item and the bodies its decisions take (contracts/queues.ts). */
export interface QueueShapes {
  deposits: {
    query: DepositQueueQuery;
    page: DepositQueuePage;
    item: OpsDeposit;
    approve: QueueApproveBody;
    reject: QueueReasonBody;
    hold: never;
  };
  withdrawals: {
    query: WithdrawalQueueQuery;
    page: WithdrawalQueuePage;
    item: OpsWithdrawal;
    approve: QueueApproveBody;
    reject: QueueReasonBody;
    hold: QueueReasonBody;
  };
  kyc: {
    query: KycQueueQuery;
    page: KycQueuePage;
    item: OpsKycSubmission;
    approve: KycQueueApproveBody;
    reject: KycQueueRejectBody;
    hold: QueueReasonBody;
  };
}
export type QueueQuery<Q extends QueueName> = QueueShapes[Q]['query'];
export type QueuePage<Q extends QueueName> = QueueShapes[Q]['page'];
export type QueueRow<Q extends QueueName> = QueuePage<Q>['list'][number];
export type QueueItem<Q extends QueueName> = QueueShapes[Q]['item'];
export type QueueAction = 'approve' | 'reject' | 'hold';
/** A decision as sent: its action and the body that action takes in queue Q. */
export type QueueDecision<Q extends QueueName> = {
  [A in QueueAction]: QueueShapes[Q][A] extends never ? never : { action: A; body: QueueShapes[Q][A] };
}[QueueAction];

/** The query string of a listing: only the filters that are set, in the order given. */
export function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The work queues (server/modules/queues), each call behind the permission its route names. */
export interface QueueCalls {
  /** A page of a queue, filtered and sorted, after the cursor of the page before (keyset). */
  queuePage<Q extends QueueName>(queue: Q, query: QueueQuery<Q>): Promise<QueuePage<Q>>;
  /** Each open state's count and its oldest's wait. */
  queueCounts(queue: QueueName): Promise<QueueCounts>;
  /** One deposit, withdrawal or KYC case with its decisions (a KYC case's documents only with kyc.documents). */
  queueItem<Q extends QueueName>(queue: Q, id: string): Promise<QueueItem<Q>>;
  /** A transition; the answer is the item as it now is. */
  decideQueueItem<Q extends QueueName>(queue: Q, id: string, decision: QueueDecision<Q>): Promise<QueueItem<Q>>;
  /** A manual deposit's receipt image (the staff headers are needed, so never a plain <img src>). */
  depositReceipt(depositId: string): Promise<Blob>;
  /** One ID image of a KYC case (kyc.documents). */
  kycDocument(submissionId: string, field: KycImageField): Promise<Blob>;
}

export function queueCalls(call: OpsCall, image: OpsImageCall): QueueCalls {
  const base = (queue: QueueName) => `/ops/api/queues/${queue}`;
  return {
    queuePage: (queue, query) => call('GET', `${base(queue)}${queryString(query)}`),
    queueCounts: (queue) => call('GET', `${base(queue)}/counts`),
    queueItem: (queue, id) => call('GET', `${base(queue)}/${encodeURIComponent(id)}`),
    decideQueueItem: (queue, id, decision) => call('POST', `${base(queue)}/${encodeURIComponent(id)}/${decision.action}`, decision.body),
    depositReceipt: (depositId) => image(`${base('deposits')}/${encodeURIComponent(depositId)}/receipt`),
    kycDocument: (submissionId, field) => image(`${base('kyc')}/${encodeURIComponent(submissionId)}/documents/${field}`),
  };
}
