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

/**
 * A reset or login code by SMS. Both answer alike for unknown numbers, like the email route: a
 * number nobody registered gets a decoy (same checks and answers, no code filed, nothing sent).
 */
export async function sendSmsCodeToMember(
  ctx: AppContext,
  purpose: 'reset' | 'login',
  mobileNum: string,
  countryDialingCode: string,
  from: CodeRequester,
): Promise<number> {
  const phone = parseMobile(mobileNum, countryDialingCode);
  const member = await findMemberByMobile(ctx.db, ctx.config.merchantCode, phone);
  return sendCode(ctx, { purpose, channel: 'sms', destination: phone.e164, owner: member?.id ?? null, decoy: member === null }, from);
}
