import type { RegisterFieldName } from '../../../contracts/account';
import type {
  OpsAccessChange,
  OpsAccessSettings,
  OpsPaymentChannel,
  OpsPaymentChannelChange,
  OpsRegistrationFieldRule,
  OpsRegistrationFields,
  OpsWhitelabelFlags,
} from '../../../contracts/content-ops';
import type { WhitelabelFlag } from '../../../contracts/system';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { isUsablePattern, registerSettings } from '../account/register-settings';
import { appendAudit, audited } from '../audit/log';
import { listChannels, type ChannelRow } from '../deposit/repository';
import { setWhitelabelFlag } from '../operator/whitelabel';
import { writeAccessSetting } from '../system/access-repository';
import { networkMatcher } from '../system/status';
import { actorOf, type Editor } from './editor';
import { writeChannel, writeRegisterField } from './settings-repository';

// --- Maintenance and restricted networks ---------------------------------------------------------

export async function accessSettings(ctx: AppContext): Promise<OpsAccessSettings> {
  const { maintenance, restrictedNetworks, sources } = await ctx.access.current();
  return { maintenance, restrictedNetworks, sources };
}

/** An IP or a CIDR block written out in full; a block of every address (/0) would shut everyone out, which is maintenance's job. */
const NETWORK = /^[0-9A-Fa-f:.]+(\/[0-9]{1,3})?$/;

function checkNetwork(entry: string): void {
  const fail = () => errors.fieldInvalid('restrictedNetworks', `Not an IP address or CIDR block: ${entry}`);
  if (!NETWORK.test(entry) || /\/0+$/.test(entry)) throw fail();
  try {
    networkMatcher([entry]);
  } catch {
    throw fail();
  }
}

/** Maintenance on or off and/or the restricted networks, each audited; the status gate applies it on the next request. */
export async function changeAccess(ctx: AppContext, editor: Editor, body: OpsAccessChange): Promise<OpsAccessSettings> {
  const networks = body.restrictedNetworks?.map((entry) => entry.trim());
  networks?.forEach(checkNetwork);
  await ctx.db.transaction(async (tx) => {
    const actor = actorOf(editor);
    if (body.maintenance !== undefined && (await writeAccessSetting(tx, 'maintenance', body.maintenance))) {
      await appendAudit(tx, { kind: 'settings.maintenance', actor, data: { on: body.maintenance } });
    }
    if (networks && (await writeAccessSetting(tx, 'restricted_networks', networks))) {
      await appendAudit(tx, { kind: 'settings.restricted_networks', actor, data: { networks } });
    }
  });
  ctx.access.forget();
  return accessSettings(ctx);
}

// --- Whitelabel flags ----------------------------------------------------------------------------

export async function whitelabelFlags(ctx: AppContext): Promise<OpsWhitelabelFlags> {
  return (await ctx.merchants.get(ctx.config.merchantCode)).settings.whitelabel;
}

export async function switchWhitelabelFlag(
  ctx: AppContext,
  editor: Editor,
  flag: WhitelabelFlag,
  on: boolean,
): Promise<OpsWhitelabelFlags> {
  await setWhitelabelFlag(ctx, { kind: 'settings.whitelabel', actor: actorOf(editor) }, flag, on);
  return whitelabelFlags(ctx);
}

// --- Registration fields -------------------------------------------------------------------------

export async function registrationFields(ctx: AppContext): Promise<OpsRegistrationFields> {
  const merchant = await ctx.merchants.get(ctx.config.merchantCode);
  const overrides = merchant.settings.registerFields ?? {};
  return { list: registerSettings(merchant).fields.map((field) => ({ ...field, overridden: overrides[field.name] !== undefined })) };
}

/** A field's whole rule; refused when the pattern does not compile, or when it would switch off the birthday (the age rule is the law). */
export async function setRegistrationField(
  ctx: AppContext,
  editor: Editor,
  field: RegisterFieldName,
  rule: OpsRegistrationFieldRule | null,
): Promise<OpsRegistrationFields> {
  if (rule) {
    if (!isUsablePattern(rule.pattern)) throw errors.fieldInvalid('pattern', 'The pattern is not a valid regular expression');
    if (field === 'birthday' && (!rule.enabled || !rule.required)) {
      throw errors.fieldInvalid('enabled', 'The birthday is always asked: the minimum age is the law');
    }
    if (rule.required && !rule.enabled) throw errors.fieldInvalid('required', 'A field that is off cannot be required');
  }
  await audited(
    ctx.db,
    (tx) => writeRegisterField(tx, ctx.config.merchantCode, field, rule),
    (changed) =>
      changed
        ? { kind: 'settings.registration_field', actor: actorOf(editor), data: rule ? { field, rule } : { field, reset: true } }
        : null,
  );
  ctx.merchants.forget(ctx.config.merchantCode);
  return registrationFields(ctx);
}

// --- Payment channels ----------------------------------------------------------------------------

const channelView = ({ channelId, bankType, channelName, flow, enabled, min, max, fixAmounts }: ChannelRow): OpsPaymentChannel => ({
  channelId,
  bankType,
  channelName,
  flow,
  enabled,
  min,
  max,
  fixAmounts,
});

export async function paymentChannels(ctx: AppContext): Promise<OpsPaymentChannel[]> {
  return (await listChannels(ctx.db, ctx.config.merchantCode)).map(channelView);
}

/** A channel on or off, its limits and preset amounts: the minimum at most the maximum, every preset between them. */
export async function changePaymentChannel(
  ctx: AppContext,
  editor: Editor,
  channelId: number,
  body: OpsPaymentChannelChange,
): Promise<OpsPaymentChannel> {
  const current = (await listChannels(ctx.db, ctx.config.merchantCode)).find((c) => c.channelId === channelId);
  if (!current) throw errors.notFound('No such payment channel');
  const next = {
    enabled: body.enabled ?? current.enabled,
    min: body.min ?? current.min,
    max: body.max ?? current.max,
    fixAmounts: [...(body.fixAmounts ?? current.fixAmounts)].sort((a, b) => a - b),
  };
  if (next.min > next.max) throw errors.fieldInvalid('min', 'The minimum must not be above the maximum');
  if (next.fixAmounts.some((amount) => amount < next.min || amount > next.max)) {
    throw errors.fieldInvalid('fixAmounts', 'Every preset amount must be within the limits');
  }
  await audited(
    ctx.db,
    (tx) => writeChannel(tx, ctx.config.merchantCode, channelId, next),
    (changed) => (changed ? { kind: 'settings.payment_channel', actor: actorOf(editor), data: { channelId, ...next } } : null),
  );
  return channelView({ ...current, ...next });
}
