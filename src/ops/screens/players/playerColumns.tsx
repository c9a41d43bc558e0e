import { createColumnHelper, type RowData } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { AuditTrailEntry, PlayerLedgerRow, PlayerSearchRow } from '../../../../contracts/players-ops';
import type { DepositQueueRow, WithdrawalQueueRow } from '../../../../contracts/queues';
import type { Order } from '../../../../contracts/records';
import { formatMoney } from '../../../lib/money';
import type { gridFeatures, GridColumn } from './PagedGrid';

/** ₱1,250.00; a signed movement keeps its sign. */
export const money = (centavos: number) => formatMoney(centavos, '₱');

/** The console's dates: the staff member's language, to the minute. */
export function timeText(language: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}

export const playerPath = (username: string) => `/ops/players/${encodeURIComponent(username)}`;

const helper = <Row extends RowData>() => createColumnHelper<typeof gridFeatures, Row>();

export function searchColumns(t: TFunction, when: (iso: string) => string): GridColumn<PlayerSearchRow>[] {
  const column = helper<PlayerSearchRow>();
  return [
    column.accessor('username', {
      header: () => t('ops.players.column.username'),
      cell: (info) => <Link to={playerPath(info.getValue())}>{info.getValue()}</Link>,
    }),
    column.accessor('mobile', { header: () => t('ops.players.column.mobile'), cell: (info) => info.getValue() ?? '—' }),
    column.accessor('status', {
      header: () => t('ops.players.column.status'),
      cell: (info) => t(info.row.original.trial ? 'ops.players.trial' : `ops.players.status.${info.getValue()}`),
    }),
    column.accessor('kycStatus', { header: () => t('ops.players.column.kyc'), cell: (info) => t(`ops.players.kyc.${info.getValue()}`) }),
    column.accessor('registeredAt', { header: () => t('ops.players.column.registered'), cell: (info) => when(info.getValue()) }),
  ];
}

export function ledgerColumns(t: TFunction, when: (iso: string) => string): GridColumn<PlayerLedgerRow>[] {
  const column = helper<PlayerLedgerRow>();
  return [
    column.accessor('time', { header: () => t('ops.players.column.time'), cell: (info) => when(info.getValue()) }),
    column.accessor('kind', { header: () => t('ops.players.column.kind'), cell: (info) => t(`ops.players.txKind.${info.getValue()}`) }),
    column.accessor('amount', { header: () => t('ops.players.column.amount'), cell: (info) => money(info.getValue()) }),
    column.accessor('balanceAfter', { header: () => t('ops.players.column.balanceAfter'), cell: (info) => money(info.getValue()) }),
    column.accessor('reference', { header: () => t('ops.players.column.reference'), cell: (info) => info.getValue() ?? '—' }),
    column.accessor('counterparty', { header: () => t('ops.players.column.counterparty') }),
    column.accessor('transferId', { header: () => t('ops.players.column.transfer') }),
  ];
}

export function roundColumns(t: TFunction, when: (iso: string) => string): GridColumn<Order>[] {
  const column = helper<Order>();
  return [
    column.accessor('placedAt', { header: () => t('ops.players.column.time'), cell: (info) => when(info.getValue()) }),
    column.accessor('gameName', { header: () => t('ops.players.column.game') }),
    column.accessor('stake', { header: () => t('ops.players.column.stake'), cell: (info) => money(info.getValue()) }),
    column.accessor('win', { header: () => t('ops.players.column.win'), cell: (info) => money(info.getValue()) }),
    column.accessor('status', { header: () => t('ops.players.column.status'), cell: (info) => t(`ops.players.round.${info.getValue()}`) }),
    column.accessor('orderId', { header: () => t('ops.players.column.round') }),
  ];
}

type Payment = DepositQueueRow | WithdrawalQueueRow;
export function paymentColumns<Row extends Payment>(
  t: TFunction,
  when: (iso: string) => string,
  idOf: (row: Row) => string,
): GridColumn<Row>[] {
  const column = helper<Row>();
  return [
    column.display({ id: 'id', header: () => t('ops.players.column.id'), cell: ({ row }) => idOf(row.original) }),
    column.accessor((row) => row.createdAt, {
      id: 'createdAt',
      header: () => t('ops.players.column.time'),
      cell: (info) => when(info.getValue()),
    }),
    column.accessor((row) => row.state, {
      id: 'state',
      header: () => t('ops.players.column.state'),
      cell: (info) => t(`ops.players.paymentState.${info.getValue()}`),
    }),
    column.accessor((row) => row.amount, {
      id: 'amount',
      header: () => t('ops.players.column.amount'),
      cell: (info) => money(info.getValue()),
    }),
    column.accessor((row) => row.bankCode, { id: 'bank', header: () => t('ops.players.column.channel') }),
    column.accessor((row) => row.reference, { id: 'reference', header: () => t('ops.players.column.reference') }),
  ];
}

/** The figures an audit entry records, without what the other columns show: `amount: 2500 · currency: PHP`. */
function detailsOf(data: Record<string, unknown>): string {
  return Object.entries(data)
    .filter(
      ([key, value]) => key !== 'reasonSha256' && key !== 'metadata' && key !== 'balances' && value !== null && typeof value !== 'object',
    )
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}

export function auditColumns(t: TFunction, when: (iso: string) => string): GridColumn<AuditTrailEntry>[] {
  const column = helper<AuditTrailEntry>();
  return [
    column.accessor('at', { header: () => t('ops.players.column.time'), cell: (info) => when(info.getValue()) }),
    column.accessor('kind', { header: () => t('ops.players.column.what') }),
    column.display({
      id: 'who',
      header: () => t('ops.players.column.who'),
      cell: ({ row }) =>
        t(`ops.players.actor.${row.original.actorKind}`, { defaultValue: row.original.actorKind, name: row.original.actorName ?? '' }),
    }),
    column.accessor('reason', { header: () => t('ops.players.column.reason'), cell: (info) => info.getValue() ?? '—' }),
    column.display({ id: 'details', header: () => t('ops.players.column.details'), cell: ({ row }) => detailsOf(row.original.data) }),
    column.accessor('chain', { header: () => t('ops.players.column.chain'), cell: (info) => t(`ops.players.chain.${info.getValue()}`) }),
  ];
}
