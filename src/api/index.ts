import { accountApi } from './account';
import { agentApi } from './agent';
import { announcementsApi } from './announcements';
import { captchaApi } from './captcha';
import { chatApi } from './chat';
import { depositApi } from './deposit';
import { gamesApi } from './games';
import { helpApi } from './help';
import { createHttp, type HttpOptions } from './http';
import { inboxApi } from './inbox';
import { kycApi } from './kyc';
import { memberApi } from './member';
import { promotionsApi } from './promotions';
import { protectionApi } from './protection';
import { recordsApi } from './records';
import { referralApi } from './referral';
import { securityApi } from './security';
import { sessionApi } from './session';
import { systemApi } from './system';
import { verificationApi } from './verification';
import { walletApi } from './wallet';
import { winnersApi } from './winners';
import { withdrawalApi } from './withdrawal';

/**
 * One module per server domain, all over the same axios instance. Stores receive this object.
 * Each key is the domain's name: its server module (server/modules/<domain>) and its OpenAPI tag.
 */
export function createApi(options: HttpOptions) {
  const http = createHttp(options);
  return {
    system: systemApi(http),
    session: sessionApi(http),
    member: memberApi(http),
    wallet: walletApi(http),
    account: accountApi(http),
    captcha: captchaApi(http),
    verification: verificationApi(http),
    help: helpApi(http),
    games: gamesApi(http),
    winners: winnersApi(http),
    records: recordsApi(http),
    referral: referralApi(http),
    deposit: depositApi(http),
    security: securityApi(http),
    withdrawal: withdrawalApi(http),
    announcements: announcementsApi(http),
    kyc: kycApi(http),
    inbox: inboxApi(http),
    chat: chatApi(http),
    protection: protectionApi(http),
    promotions: promotionsApi(http),
    agent: agentApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
export type { RegisterKind } from './account';
export type { Announcement, AnnouncementList } from './announcements';
export type {
  CryptoQuote,
  DepositBank,
  DepositChannel,
  DepositChannels,
  DepositChannelsQuery,
  DepositFlow,
  DepositOrder,
  DepositPromotion,
  DepositRecords,
  DepositRecordsQuery,
  DepositRequest,
  DepositStatus,
  DepositType,
  ManualPayee,
} from './deposit';
export type { HelpTopic } from './help';
export type { ClaimResult, PromotionKind, PromotionList, PromotionState, PromotionView } from './promotions';
export type { AgentStatus, ContractRequest, ContractView } from './agent';
export type { DropdownItem, DropdownList, IdVerification, KycImageField, KycMenuGroup, KycState, PersonalInfoBody } from './kyc';
export type { GameQuery, LaunchValue } from './games';
export type { BetSlip, Order, OrderDetail, OrderLine, OrderPage, OrderQuery, SlipLeg } from './records';
export type { MemberTransaction, MemberTransactionPage, MemberTransactionQuery, TxCode, WalletValue } from './wallet';
export type { Winner } from './winners';
export type {
  BindPayoutAccountBody,
  PayoutAccount,
  PayoutBank,
  Withdrawal,
  WithdrawalRecords,
  WithdrawalRecordsQuery,
  WithdrawalStatus,
  WithdrawRequest,
  WithdrawSettings,
} from './withdrawal';
export { ApiError, isAuthError, toApiError } from './ApiError';
