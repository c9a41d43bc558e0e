import path from 'node:path';

/**
 * Server configuration, read once from the environment and validated before anything starts.
 * A bad value stops the process with a message naming the variable; production refuses to
 * start without its secrets.
 */
export type Mode = 'sandbox' | 'production';

export interface Config {
  mode: Mode;
  host: string;
  port: number;
  /** PostgreSQL URL; when absent (sandbox only) PGlite runs embedded under dataDir. */
  databaseUrl: string | null;
  /**
   * Server processes sharing the port (SERVER_PROCESSES, node:cluster): one by default. More than
   * one needs DATABASE_URL, as PGlite is one process's embedded database (server/cluster.ts).
   */
  processes: number;
  dataDir: string;
  redisUrl: string | null;
  /** Directory of the built renderer; served when it exists. */
  webDir: string;
  /** Directory of the first screen's server build (web/first-screen.ts); pages go without when it is missing. */
  firstScreenDir: string;
  /** Keyed hash of session tokens, so a leaked sessions table yields no usable token. */
  tokenPepper: string;
  merchantCode: string;
  maintenance: boolean;
  /** IPs or CIDR blocks answered with status 2 (region restricted). */
  restrictedNetworks: string[];
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs. Never "any". */
  trustProxy: false | number | string;
  session: { idleMinutes: number; absoluteHours: number };
  loginThrottle: { perAccount: number; perIp: number; windowMinutes: number };
  /** Verification codes one address may have sent in an hour, across destinations. */
  codesPerIpPerHour: number;
  rateLimitPerMinute: number;
  trialCreditCentavos: number;
  logLevel: string;
  /** Login bodies must arrive encrypted (the spec's Encryption header). */
  requireEncryption: boolean;
  /** PEM of the RSA key login bodies are encrypted to; generated at start when absent (sandbox). */
  loginPrivateKey: string | null;
  /** ALTCHA proof of work on username login, keyed by humanCheckSecret. */
  humanCheck: boolean;
  humanCheckSecret: string;
  /** The built-in house vendor: where its games are served (its own origin), and its port. */
  /**
   * The sandbox's game aggregator, on its own port. `pace` runs its shared events (live table
   * rounds, matches) that many times faster, for testers who should not wait out a real derby.
   */
  houseVendor: { url: string; port: number; pace: number } | null;
  /** The platform's address as players reach it: where a payment page sends them back. */
  publicUrl: string;
  /** The payment gateway's API (PayMongo's shape): the sandbox provider's in sandbox mode, else PAYMONGO_*; null when none. */
  payments: { apiUrl: string; secretKey: string; webhookSecret: string } | null;
  /** The sandbox's PayMongo-shaped provider, run beside the platform on its own port (its own origin). */
  paymentSandbox: { url: string; port: number } | null;
  /** The payout provider's API (Xendit Payouts v2's shape): the sandbox's in sandbox mode, else XENDIT_*; null when none. */
  payouts: { apiUrl: string; secretKey: string; callbackToken: string } | null;
  /** The sandbox's Xendit-shaped payout provider, on its own port. */
  payoutSandbox: { url: string; port: number } | null;
  /** The identity-verification provider's API (Sumsub-shaped): the sandbox's in sandbox mode; null when none. */
  kyc: { apiUrl: string; secretKey: string; webhookSecret: string } | null;
  /** The sandbox's verification provider, on its own port; reviewSeconds: how long its automatic review takes. */
  kycSandbox: { url: string; port: number; reviewSeconds: number } | null;
  /** Where the operator's cashier API (/ops) may be called from: IPs or CIDR blocks (default: loopback and private networks). */
  opsNetworks: string[];
  /** The live-chat page (CHAT_PAGE_URL): the sandbox's own `/sandbox/chat` by default there; none in production unless set. */
  chatPageUrl: string | null;
  /** The desktop shell's update feed (UPDATES_DIR): latest*.yml and the installers, served at /updates. */
  updatesDir: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function bool(env: Env, name: string): boolean {
  const raw = (env[name] ?? '').toLowerCase();
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new ConfigError(`${name} must be 1/0 or true/false, got "${env[name]}"`);
}

/**
 * TRUST_PROXY is a number of proxy hops (e.g. 1 behind one load balancer) or a comma-separated
 * list of proxy addresses/CIDRs. "true" is refused: trusting every X-Forwarded-For would let
 * any client pick its own IP and step around every per-IP limit.
 */
function trustProxy(raw: string | undefined): false | number | string {
  if (!raw || raw === '0' || raw === 'false') return false;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((s) => s.trim());
  if (entries.every((e) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(e))) return entries.join(',');
  throw new ConfigError('TRUST_PROXY must be a hop count or a list of proxy IPs/CIDRs, never "true"');
}

const SANDBOX_PEPPER = 'sandbox-only-token-pepper-not-a-secret';
const SANDBOX_PAYMENT_KEYS = { secretKey: 'sk_test_sandbox_only_not_a_secret', webhookSecret: 'whsk_sandbox_only_not_a_secret' };
const SANDBOX_PAYOUT_KEYS = {
  secretKey: 'xnd_development_sandbox_only_not_a_secret',
  callbackToken: 'sandbox-callback-token-not-a-secret',
};

/** The sandbox's payout provider (unless PAYOUT_SANDBOX=off), or a real Xendit account's keys. */
function payoutSettings(env: Env, mode: Mode): Pick<Config, 'payouts' | 'payoutSandbox'> {
  if (mode === 'sandbox' && env.PAYOUT_SANDBOX !== 'off') {
    const port = int(env, 'PAYOUT_SANDBOX_PORT', 8083, 0, 65535);
    const url = env.PAYOUT_SANDBOX_URL ?? `http://localhost:${port}`;
    return { payoutSandbox: { port, url }, payouts: { apiUrl: url, ...SANDBOX_PAYOUT_KEYS } };
  }
  const secretKey = env.XENDIT_SECRET_KEY;
  const callbackToken = env.XENDIT_CALLBACK_TOKEN;
  if (!secretKey || !callbackToken) return { payoutSandbox: null, payouts: null };
  return { payoutSandbox: null, payouts: { apiUrl: env.XENDIT_API_URL ?? 'https://api.xendit.co', secretKey, callbackToken } };
}

/** The sandbox's payment provider (unless PAYMENT_SANDBOX=off), or a real PayMongo account's keys. */
function paymentSettings(env: Env, mode: Mode): Pick<Config, 'payments' | 'paymentSandbox'> {
  if (mode === 'sandbox' && env.PAYMENT_SANDBOX !== 'off') {
    const port = int(env, 'PAYMENT_SANDBOX_PORT', 8082, 0, 65535);
    const url = env.PAYMENT_SANDBOX_URL ?? `http://localhost:${port}`;
    return { paymentSandbox: { port, url }, payments: { apiUrl: url, ...SANDBOX_PAYMENT_KEYS } };
  }
  const secretKey = env.PAYMONGO_SECRET_KEY;
  const webhookSecret = env.PAYMONGO_WEBHOOK_SECRET;
  if (!secretKey || !webhookSecret) return { paymentSandbox: null, payments: null };
  return { paymentSandbox: null, payments: { apiUrl: env.PAYMONGO_API_URL ?? 'https://api.paymongo.com', secretKey, webhookSecret } };
}
const SANDBOX_KYC_KEYS = { secretKey: 'kyc_sandbox_only_not_a_secret', webhookSecret: 'kyc_whsec_sandbox_only_not_a_secret' };

/** The sandbox's verification provider (unless KYC_SANDBOX=off); production connects none yet (operators decide by hand). */
function kycSettings(env: Env, mode: Mode): Pick<Config, 'kyc' | 'kycSandbox'> {
  if (mode !== 'sandbox' || env.KYC_SANDBOX === 'off') return { kyc: null, kycSandbox: null };
  const port = int(env, 'KYC_SANDBOX_PORT', 8084, 0, 65535);
  const url = env.KYC_SANDBOX_URL ?? `http://localhost:${port}`;
  const reviewSeconds = int(env, 'KYC_SANDBOX_REVIEW_SECONDS', 3, 0, 3600);
  return { kycSandbox: { port, url, reviewSeconds }, kyc: { apiUrl: url, ...SANDBOX_KYC_KEYS } };
}
/**
 * CHAT_PAGE_URL: a path on the platform's own origin or an https address. The chat page is
 * opened with a one-time ticket in its fragment and speaks to /wps/chat; the sandbox serves its own.
 */
function chatPageUrl(env: Env, mode: Mode): string | null {
  const raw = env.CHAT_PAGE_URL;
  if (raw === undefined || raw === '') return mode === 'sandbox' ? '/sandbox/chat' : null;
  if (!/^\/(?![/\\])\S*$|^https:\/\/\S+$/.test(raw))
    throw new ConfigError('CHAT_PAGE_URL must be a path starting with / or an https:// URL');
  return raw;
}
/**
 * UPDATES_DIR: the folder served at /updates (default DATA_DIR/updates). Never the data folder
 * itself or one holding it: the database's files and the operator key would be one URL away.
 * Exported for `npm run release`, which fills it.
 */
export function updatesDirOf(env: Env, cwd: string): string {
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? 'data');
  const dir = env.UPDATES_DIR ? path.resolve(cwd, env.UPDATES_DIR) : path.join(dataDir, 'updates');
  const fromDir = path.relative(dir, dataDir);
  if (fromDir === '' || !(fromDir.startsWith('..') || path.isAbsolute(fromDir))) {
    throw new ConfigError('UPDATES_DIR must not be DATA_DIR or a folder that holds it');
  }
  return dir;
}
const SANDBOX_HUMAN_CHECK_SECRET = 'sandbox-only-altcha-secret-not-a-secret';

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const mode = (env.APP_MODE ?? 'sandbox') as Mode;
  if (mode !== 'sandbox' && mode !== 'production') {
    throw new ConfigError(`APP_MODE must be sandbox or production, got "${env.APP_MODE}"`);
  }
  const databaseUrl = env.DATABASE_URL || null;
  const tokenPepper = env.TOKEN_PEPPER || (mode === 'sandbox' ? SANDBOX_PEPPER : '');
  const humanCheckSecret = env.HUMAN_CHECK_SECRET || (mode === 'sandbox' ? SANDBOX_HUMAN_CHECK_SECRET : '');
  const loginPrivateKey = env.LOGIN_PRIVATE_KEY || null;
  if (mode === 'production') {
    // Several processes must share these, so none may be made up at start.
    const missing = [
      databaseUrl ? null : 'DATABASE_URL',
      tokenPepper.length >= 32 ? null : 'TOKEN_PEPPER (at least 32 characters)',
      humanCheckSecret.length >= 32 ? null : 'HUMAN_CHECK_SECRET (at least 32 characters)',
      loginPrivateKey ? null : 'LOGIN_PRIVATE_KEY (PEM)',
      // Rate-limit counters must be shared by every process behind the load balancer.
      env.REDIS_URL ? null : 'REDIS_URL',
      // Payment pages send players back to it: never a guessed localhost.
      env.PAYMONGO_SECRET_KEY && !env.PUBLIC_URL ? 'PUBLIC_URL (with PAYMONGO_SECRET_KEY)' : null,
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(`production mode refuses to start without: ${missing.join(', ')}`);
    }
  }
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const processes = int(env, 'SERVER_PROCESSES', 1, 1, 64);
  if (processes > 1 && !databaseUrl) {
    throw new ConfigError('SERVER_PROCESSES above 1 needs DATABASE_URL: PGlite is an embedded database only one process can open');
  }
  const merchantCode = env.MERCHANT_CODE ?? 'pinoypf1';
  if (!/^[a-z0-9]{3,32}$/.test(merchantCode)) {
    throw new ConfigError('MERCHANT_CODE must be 3 to 32 lowercase letters or digits');
  }
  return {
    mode,
    host: env.HOST ?? '0.0.0.0',
    port: int(env, 'PORT', 8080, 0, 65535),
    databaseUrl,
    processes,
    dataDir: path.resolve(cwd, env.DATA_DIR ?? 'data'),
    updatesDir: updatesDirOf(env, cwd),
    redisUrl: env.REDIS_URL || null,
    webDir: path.resolve(cwd, env.WEB_DIR ?? 'dist'),
    firstScreenDir: path.resolve(cwd, env.FIRST_SCREEN_DIR ?? 'dist-ssr'),
    tokenPepper,
    merchantCode,
    maintenance: bool(env, 'MAINTENANCE'),
    restrictedNetworks: (env.RESTRICTED_NETWORKS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: trustProxy(env.TRUST_PROXY),
    session: {
      idleMinutes: int(env, 'SESSION_IDLE_MINUTES', 120, 1, 24 * 60),
      absoluteHours: int(env, 'SESSION_ABSOLUTE_HOURS', 24, 1, 24 * 30),
    },
    loginThrottle: {
      perAccount: int(env, 'LOGIN_FAILURES_PER_ACCOUNT', 10, 1, 1000),
      perIp: int(env, 'LOGIN_FAILURES_PER_IP', 50, 1, 100000),
      windowMinutes: int(env, 'LOGIN_THROTTLE_MINUTES', 15, 1, 24 * 60),
    },
    codesPerIpPerHour: int(env, 'CODES_PER_IP_PER_HOUR', 20, 1, 100_000),
    rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 1200, 1, 10_000_000),
    trialCreditCentavos: int(env, 'TRIAL_CREDIT_CENTAVOS', 200_000, 0, 100_000_000),
    logLevel: env.LOG_LEVEL ?? (mode === 'sandbox' ? 'info' : 'warn'),
    requireEncryption: env.LOGIN_ENCRYPTION !== 'optional',
    loginPrivateKey,
    humanCheck: env.HUMAN_CHECK !== 'off',
    humanCheckSecret,
    // Sandbox runs the house vendor beside the platform; production connects real vendors.
    houseVendor:
      mode === 'sandbox' && env.HOUSE_VENDOR !== 'off'
        ? {
            port: int(env, 'HOUSE_VENDOR_PORT', 8081, 0, 65535),
            url: env.HOUSE_VENDOR_URL ?? `http://localhost:${int(env, 'HOUSE_VENDOR_PORT', 8081, 0, 65535)}`,
            pace: int(env, 'AGGREGATOR_PACE', 1, 1, 20),
          }
        : null,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${int(env, 'PORT', 8080, 0, 65535)}`).replace(/\/+$/, ''),
    opsNetworks: (env.OPS_NETWORKS ?? '127.0.0.0/8,::1/128,10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    chatPageUrl: chatPageUrl(env, mode),
    ...paymentSettings(env, mode),
    ...payoutSettings(env, mode),
    ...kycSettings(env, mode),
  };
}
