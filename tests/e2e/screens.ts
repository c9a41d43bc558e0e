// The routes the layout and accessibility stories walk through: every route but the full-screen
// game's (/m/play, /m/lotto-h5 and the launches leading to them), whose page is the vendor's.

/** The screens a visitor can open. */
export const VISITOR_PAGES = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/forget',
  '/m/help',
  '/m/notice',
  '/m/activity',
  '/m/app',
  '/m/game',
  '/m/gameList',
  '/m/lottery',
  '/m/trail',
  '/m/message',
  '/m/slotsCenter',
];

/** The screens a logged-in player can open (the member centre's among them). */
export const MEMBER_PAGES = [
  '/m/home',
  '/m/game',
  '/m/gameRecord',
  '/m/changePsw',
  '/m/member/home',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/member/verification',
  '/m/member/security',
  '/m/member/security/paymentPassword',
  '/m/member/security/questions',
  '/m/member/security/bankCards',
  '/m/member/security/email',
  '/m/member/security/payee',
  '/m/member/security/sessions',
  '/m/member/protection',
  '/m/member/protection/limits',
  '/m/member/protection/coolOff',
  '/m/member/protection/selfExclusion',
  '/m/member/referral',
  '/m/activity',
  '/m/message',
  '/m/message?view=inbox',
  '/m/transactions',
  '/m/depositRecords',
  '/m/withdrawRecords',
  '/m/depositResult',
  '/m/member/agent/getSalaryContract',
];
