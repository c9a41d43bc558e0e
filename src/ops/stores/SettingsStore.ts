import { makeAutoObservable, runInAction } from 'mobx';
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
import type { OpsApi } from '../api/opsApi';

/** The platform's settings (settings.edit): each loaded by its screen, each change the server's answer kept. */
export class SettingsStore {
  access: OpsAccessSettings | null = null;
  flags: OpsWhitelabelFlags | null = null;
  fields: OpsRegistrationFields['list'] = [];
  channels: OpsPaymentChannel[] = [];

  constructor(private readonly api: OpsApi) {
    makeAutoObservable<SettingsStore, 'api'>(this, { api: false });
  }

  async loadAccess(): Promise<void> {
    const access = await this.api.accessSettings();
    runInAction(() => (this.access = access));
  }

  async changeAccess(body: OpsAccessChange): Promise<void> {
    const access = await this.api.changeAccess(body);
    runInAction(() => (this.access = access));
  }

  async loadFlags(): Promise<void> {
    const flags = await this.api.whitelabelFlags();
    runInAction(() => (this.flags = flags));
  }

  async switchFlag(flag: WhitelabelFlag, on: boolean): Promise<void> {
    const flags = await this.api.switchWhitelabelFlag(flag, on);
    runInAction(() => (this.flags = flags));
  }

  async loadFields(): Promise<void> {
    const { list } = await this.api.registrationFields();
    runInAction(() => (this.fields = list));
  }

  async setField(field: RegisterFieldName, rule: OpsRegistrationFieldRule | null): Promise<void> {
    const { list } = await this.api.setRegistrationField(field, rule);
    runInAction(() => (this.fields = list));
  }

  async loadChannels(): Promise<void> {
    const { list } = await this.api.paymentChannels();
    runInAction(() => (this.channels = list));
  }

  async changeChannel(channelId: number, body: OpsPaymentChannelChange): Promise<void> {
    const saved = await this.api.changePaymentChannel(channelId, body);
    runInAction(() => (this.channels = this.channels.map((c) => (c.channelId === channelId ? saved : c))));
  }
}
