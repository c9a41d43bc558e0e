import { makeAutoObservable, runInAction } from 'mobx';
import type {
  CaptchaValue,
  RegisterSettingsValue,
  ResetByEmailBody,
  ResetBySmsBody,
  ResetEmailRequestBody,
  SmsPurpose,
} from '../../contracts/account';
import type { Country } from '../../contracts/system';
import type { HelpTopic } from '../api';
import type { RootStore } from './RootStore';

export interface Phone {
  countryDialingCode: string;
  mobileNum: string;
}

/** What an SMS code is for: registration has its own route, login and reset share noLogin. */
export type CodePurpose = 'register' | SmsPurpose;

/** Shown until the country list arrives, and if it never does: the market's own code. */
export const DEFAULT_COUNTRY: Country = { code: 'PH', name: 'Philippines', dialingCode: '63' };

/** The account calls of the visitor screens (register, reset, help): codes, captcha, checks. */
export class AccountStore {
  countries: Country[] = [DEFAULT_COUNTRY];
  private countriesLoaded = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AccountStore, 'root' | 'countriesLoaded'>(this, { root: false, countriesLoaded: false }, { autoBind: true });
  }

  /** Loaded once per app run; a failure keeps the default so the picker always works. */
  async loadCountries(): Promise<void> {
    if (this.countriesLoaded) return;
    this.countriesLoaded = true;
    try {
      const countries = await this.root.api.system.countries();
      if (countries.length > 0) runInAction(() => (this.countries = countries));
    } catch {
      this.countriesLoaded = false;
    }
  }

  registerSettings(): Promise<RegisterSettingsValue> {
    return this.root.api.account.registerSettings();
  }

  async usernameAvailable(username: string): Promise<boolean> {
    return (await this.root.api.account.checkUsername(username)).available;
  }

  async affiliateValid(code: string): Promise<boolean> {
    return (await this.root.api.account.affiliate(code)).valid;
  }

  captcha(): Promise<CaptchaValue> {
    return this.root.api.captcha.get();
  }

  /** Sends an SMS code (with a fresh human-check proof); answers when a new one may be requested (epoch ms). */
  async sendSms(purpose: CodePurpose, phone: Phone): Promise<number> {
    const { verification } = this.root.api;
    const request = { ...phone, humanCheck: await this.root.humanCheck.proof() };
    const value = purpose === 'register' ? await verification.smsRegister(request) : await verification.smsNoLogin({ ...request, purpose });
    return value.expirationTime;
  }

  async resetBySms(body: ResetBySmsBody): Promise<void> {
    await this.root.api.account.resetBySms(body);
  }

  async requestEmailReset(body: ResetEmailRequestBody): Promise<number> {
    return (await this.root.api.account.requestEmailReset({ ...body, humanCheck: await this.root.humanCheck.proof() })).expirationTime;
  }

  async resetByEmail(body: ResetByEmailBody): Promise<void> {
    await this.root.api.account.resetByEmail(body);
  }

  helpCenter(lang: string): Promise<HelpTopic[]> {
    return this.root.api.help.topics(lang);
  }
}
