import type { AppContext } from '../../app-context';
import { parseMobile } from '../account/phone';
import { findMemberByMobile } from '../member/repository';
import { sendCode, type CodeRequester } from './codes';

/** A registration code by SMS: the number is checked, and the code filed under its E.164 form. */
export async function sendSmsRegisterCode(
  ctx: AppContext,
  mobileNum: string,
  countryDialingCode: string,
  from: CodeRequester,
): Promise<number> {
  const phone = parseMobile(mobileNum, countryDialingCode);
  return sendCode(ctx, { purpose: 'register', channel: 'sms', destination: phone.e164 }, from);
}

/** Step 1 of the SMS reset: like the email route, it answers alike for unknown numbers. */
export async function sendSmsResetCode(
  ctx: AppContext,
  mobileNum: string,
  countryDialingCode: string,
  from: CodeRequester,
): Promise<number> {
  const phone = parseMobile(mobileNum, countryDialingCode);
  const member = await findMemberByMobile(ctx.db, ctx.config.merchantCode, phone);
  return sendCode(
    ctx,
    { purpose: 'reset', channel: 'sms', destination: phone.e164, owner: member?.id ?? null, decoy: member === null },
    from,
  );
}

/** A login code by SMS: delivered only to a registered number (an unknown one is a decoy). */
export async function sendSmsLoginCode(
  ctx: AppContext,
  mobileNum: string,
  countryDialingCode: string,
  from: CodeRequester,
): Promise<number> {
  const phone = parseMobile(mobileNum, countryDialingCode);
  const member = await findMemberByMobile(ctx.db, ctx.config.merchantCode, phone);
  return sendCode(
    ctx,
    { purpose: 'login', channel: 'sms', destination: phone.e164, owner: member?.id ?? null, decoy: member === null },
    from,
  );
}
