import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { localeOf } from './languages';

const FALLBACK_LOCALE = 'en';

/**
 * English ships in the main bundle: it is the default and the fallback of every language without
 * texts. Other translations are fetched when a player picks them (about 5 KB each), so a visitor's
 * phone loads one language, not all of them.
 */
const LATER_LOCALES: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  fil: () => import('./locales/fil.json'),
};

/**
 * The locale whose texts a language code actually shows: its own once translated, else the
 * English fallback. <html lang> must name it, or a screen reader reads English with, say, a
 * Japanese voice.
 */
export function shownLocaleOf(code: string): string {
  const locale = localeOf(code);
  return locale === FALLBACK_LOCALE || Object.hasOwn(LATER_LOCALES, locale) ? locale : FALLBACK_LOCALE;
}

/**
 * Texts only some screens use, fetched with those screens so that home's first load stays small:
 * the cashier's (deposit, withdraw, history, payment password) are about 3 KB gzipped a language.
 * Their keys are top-level keys of the one `translation` namespace, so screens use them as any other.
 */
const PARTS = {
  cashier: {
    en: () => import('./locales/cashier/en.json'),
    fil: () => import('./locales/cashier/fil.json'),
  },
  // The member centre, its verification screen and the KYC popup (also when it opens over home or register).
  member: {
    en: () => import('./locales/member/en.json'),
    fil: () => import('./locales/member/fil.json'),
  },
  // The security centre's screens (payment password, questions, email, payee, sessions).
  security: {
    en: () => import('./locales/security/en.json'),
    fil: () => import('./locales/security/fil.json'),
  },
  // Player protection's screens (limits, breaks) and the reality check over a game.
  protection: {
    en: () => import('./locales/protection/en.json'),
    fil: () => import('./locales/protection/fil.json'),
  },
  // The promotions page (/m/activity): its labels, rules and notes.
  promotions: {
    en: () => import('./locales/promotions/en.json'),
    fil: () => import('./locales/promotions/fil.json'),
  },
  // The app download page (/m/app).
  app: {
    en: () => import('./locales/app/en.json'),
    fil: () => import('./locales/app/fil.json'),
  },
  // The member's invitation: code, link, QR code and the players it brought.
  referral: {
    en: () => import('./locales/referral/en.json'),
    fil: () => import('./locales/referral/fil.json'),
  },
  // The agent's contract pages and the member centre's agent block.
  agent: {
    en: () => import('./locales/agent/en.json'),
    fil: () => import('./locales/agent/fil.json'),
  },
  // The betting record's own texts: its filters, a round's lines, a slip's legs, cancelling a ticket.
  betting: {
    en: () => import('./locales/betting/en.json'),
    fil: () => import('./locales/betting/fil.json'),
  },
  // The message centre and the inbox (with the wording of the platform's own messages).
  messages: {
    en: () => import('./locales/messages/en.json'),
    fil: () => import('./locales/messages/fil.json'),
  },
  // The desktop shell's own screens: the live chat's bar, the kiosk's idle warning, the update banner
  // (Electron only: a browser never fetches these).
  shell: {
    en: () => import('./locales/shell/en.json'),
    fil: () => import('./locales/shell/fil.json'),
  },
} satisfies Record<string, Record<string, () => Promise<{ default: Record<string, unknown> }>>>;
export type TextPart = keyof typeof PARTS;
const partsWanted = new Set<TextPart>();

async function addPart(part: TextPart, locale: string): Promise<void> {
  const load = (PARTS[part] as Record<string, (() => Promise<{ default: Record<string, unknown> }>) | undefined>)[locale];
  if (!load) return;
  // Merged beside the language's other texts (never over them): each part has top-level keys of its own.
  i18next.addResourceBundle(locale, 'translation', (await load()).default, true, false);
}

/** Fetches a part's texts in English (the fallback) and in the language shown; later language changes bring it along. */
export async function loadTexts(part: TextPart): Promise<void> {
  if (!partsWanted.has(part)) {
    partsWanted.add(part);
    await addPart(part, FALLBACK_LOCALE);
  }
  const shown = i18next.language ?? FALLBACK_LOCALE;
  if (shown !== FALLBACK_LOCALE) await addPart(part, shown);
}

/** The locale asked for last: a slow fetch for an earlier choice must not override it. */
let wanted = FALLBACK_LOCALE;

/**
 * Shows a language code's texts, fetching them first when they are not here yet. Rejects when
 * they cannot be fetched (offline), leaving the texts shown as they were.
 */
export async function showLanguage(code: string): Promise<void> {
  const locale = shownLocaleOf(code);
  wanted = locale;
  const load = LATER_LOCALES[locale];
  if (load && !i18next.hasResourceBundle(locale, 'translation')) {
    i18next.addResourceBundle(locale, 'translation', (await load()).default, true, false);
  }
  for (const part of partsWanted) await addPart(part, locale);
  if (wanted === locale) await i18next.changeLanguage(locale);
}

/**
 * English is there at once (init is synchronous); the promise settles when the chosen language's
 * texts are in, so the first render can wait for them rather than flash English.
 */
export function initI18n(code: string): Promise<void> {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: { [FALLBACK_LOCALE]: { translation: en } },
      lng: FALLBACK_LOCALE,
      fallbackLng: FALLBACK_LOCALE,
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  return showLanguage(code);
}
