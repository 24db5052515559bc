// Runtime settings of the backend, read once from the environment. Every variable is listed in .env.example.
import path from 'node:path';
import { distributorArn } from '../utils/distributor';
import { loadAuthSecret } from '../utils/session/secret';
import { loadDataSecret } from './crypto/sealed';
import { loadPaymentsSecret } from './providers/payments/secret';
import { loadAnalyticsApiKey, loadInsuranceApiKey, loadOpsApiKey } from './auth/apiKeys';
import type { Db } from './db/client';
import type { Logger } from './http/logger';
import type { SmsProvider } from './providers/sms/types';

export const SERVICE_NAMES = ['node', 'py', 'analytics', 'search', 'lms', 'market'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const SMS_PROVIDERS = ['outbox', 'webhook'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** How many OTP sends (and lookups) are allowed before 429. */
export interface OtpLimits {
  /** OTP_LIMIT_NUMBER_10MIN, default 3 per mobile number in any 10 minutes. */
  perNumber10Min: number;
  /** OTP_LIMIT_NUMBER_DAY, default 10 per mobile number in any 24 hours. */
  perNumberDay: number;
  /** OTP_LIMIT_ADDRESS_10MIN, default 20 per client address in any 10 minutes. */
  perAddress10Min: number;
}

export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  /** API_PORT, default 4000. */
  port: number;
  /** API_HOST, default 127.0.0.1 (set 0.0.0.0 in a container). */
  host: string;
  /** SERVICE: run only this service; undefined runs all of them. */
  service?: ServiceName;
  authSecret: string;
  /** BODY_LIMIT_BYTES, default 1 MiB. */
  bodyLimitBytes: number;
  /** SHUTDOWN_TIMEOUT_MS: how long in-flight requests may take to finish on SIGTERM, default 10 s. */
  shutdownTimeoutMs: number;
  /** SMS_PROVIDER: 'outbox' (default; one-time passwords go to the log and GET /node/dev/otp/{mobile}) or 'webhook'. */
  smsProvider: SmsProviderName;
  /** SMS_WEBHOOK_URL and SMS_WEBHOOK_TOKEN: where the webhook provider posts {to, text}, with a Bearer token if set. */
  smsWebhookUrl?: string;
  smsWebhookToken?: string;
  /** ALLOW_OUTBOX_IN_PRODUCTION=1 lets a production-mode demo run with the outbox (main.ts warns on start). */
  allowOutboxInProduction: boolean;
  /** COOKIE_SECURE=1|0 forces the Secure flag of the session cookies; 'auto' (unset): in production, except plain http on localhost. */
  cookieSecure: boolean | 'auto';
  otpLimits: OtpLimits;
  /**
   * Checkout OTPs, a budget of their own (login sends do not use it up, nor checkouts the login's): per investor
   * and per mobile number, CHECKOUT_OTP_LIMIT_10MIN (default 3) in any 10 minutes and CHECKOUT_OTP_LIMIT_DAY
   * (default 10) in any 24 hours. perAddress10Min is unused: a checkout is started from a session, counted per investor.
   */
  checkoutOtpLimits: OtpLimits;
  /** The secret KYC documents and bank account numbers are sealed with (KYC_DATA_KEY, else generated; crypto/sealed.ts). */
  dataSecret: string;
  /** DOCUMENTS_DIR: where sealed KYC documents are kept, outside the web root; default <DATA_DIR or .data>/documents. */
  documentsDir: string;
  /** KRA_DELAY_SECONDS: how long the sandbox KRA takes to validate a submitted KYC; default 0 (at once, the demo). */
  kraDelaySeconds: number;
  /** PY_PUBLIC_BASE: how a browser reaches the py service (sandbox consent pages); default '/api/py' (the web app's rewrite). */
  pyPublicBase: string;
  /** DIGILOCKER_DISABLED / ESIGN_DISABLED=1 switch those KYC-modification steps off (answered as isDigiLockerDisabled / isEsignDisabled 'Y'). */
  digilockerDisabled: boolean;
  esignDisabled: boolean;
  /** WEB_ORIGIN: the web app's address as a person opens it, for links sent by SMS; default http://localhost:3000. */
  webOrigin: string;
  /** The secret payment and mandate callbacks are signed with (PAYMENTS_SECRET, else generated; providers/payments). */
  paymentsSecret: string;
  /** NODE_PUBLIC_BASE: how a browser reaches the node service (sandbox payment pages); default '/api/node'. */
  nodePublicBase: string;
  /** ORDERS_SANDBOX=1|0: the sandbox payment pages' fund-house run call; default on, off in production. */
  ordersSandbox: boolean;
  /** ORDER_STEP_SECONDS: how often the fund-house step moves orders along; default 15, 0 switches the timer off. */
  orderStepSeconds: number;
  /** DISTRIBUTOR_ARN: the ARN an investor's own (execution-only) orders carry, and the footer's (utils/distributor.ts). */
  distributorArn: string;
  /** ANALYTICS_API_KEY: the web app's key for POST /analytics/events (public; else generated into <DATA_DIR>/analytics-api-key). */
  analyticsApiKey: string;
  /** OPS_API_KEY: the operator's key for the screen-view counts (secret; else generated into <DATA_DIR>/ops-api-key). */
  opsApiKey: string;
  /** INSURANCE_API_KEY: the web app's key for POST /py/cart/v1/insurance (public; else generated into <DATA_DIR>/insurance-api-key). */
  insuranceApiKey: string;
  /** ANALYTICS_PUBLIC_BASE: how a browser reaches the analytics service (performance report links); default '/api/analytics'. */
  analyticsPublicBase: string;
}

/** What each service app receives. */
export interface ServiceDeps {
  db: Db;
  config: AppConfig;
  logger: Logger;
  /** The clock of time-based rules (OTP expiry, limits, sessions); tests pass their own. Default: real time. */
  now?: () => Date;
  /** SMS delivery; default: the provider config.smsProvider names. */
  sms?: SmsProvider;
}

function nonNegativeInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of 0 or more`);
  return n;
}

export function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

export function parseServiceName(value: string | undefined): ServiceName | undefined {
  if (value === undefined || value === '' || value === 'all') return undefined;
  if ((SERVICE_NAMES as readonly string[]).includes(value)) return value as ServiceName;
  throw new Error(`SERVICE must be one of ${SERVICE_NAMES.join(', ')} (or unset for all), got "${value}"`);
}

function smsProviderName(value: string | undefined): SmsProviderName {
  if (value === undefined || value === '') return 'outbox';
  if ((SMS_PROVIDERS as readonly string[]).includes(value)) return value as SmsProviderName;
  throw new Error(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')}, got "${value}"`);
}

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (['1', 'true', 'yes'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(value.toLowerCase())) return false;
  throw new Error(`Expected 1 or 0, got "${value}"`);
}

/** Settings that cannot work together stop the start, with a sentence saying what to change. */
export function assertConfigUsable(config: AppConfig): AppConfig {
  if (config.smsProvider === 'outbox' && config.isProduction && !config.allowOutboxInProduction) {
    throw new Error(
      'SMS_PROVIDER is "outbox" (the default), which shows one-time passwords in the log and at /node/dev/otp/{mobile}: ' +
        'not for production. Set SMS_PROVIDER=webhook with SMS_WEBHOOK_URL, or ALLOW_OUTBOX_IN_PRODUCTION=1 for a demo.',
    );
  }
  if (config.smsProvider === 'webhook' && !config.smsWebhookUrl) throw new Error('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL');
  return config;
}

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  return assertConfigUsable({
    nodeEnv,
    isProduction: nodeEnv === 'production',
    port: positiveInt(env.API_PORT, 4000, 'API_PORT'),
    host: env.API_HOST || '127.0.0.1',
    service: parseServiceName(env.SERVICE),
    authSecret: overrides.authSecret ?? loadAuthSecret({ env }),
    bodyLimitBytes: positiveInt(env.BODY_LIMIT_BYTES, 1024 * 1024, 'BODY_LIMIT_BYTES'),
    shutdownTimeoutMs: positiveInt(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    smsProvider: smsProviderName(env.SMS_PROVIDER),
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    smsWebhookToken: env.SMS_WEBHOOK_TOKEN || undefined,
    allowOutboxInProduction: flag(env.ALLOW_OUTBOX_IN_PRODUCTION) ?? false,
    cookieSecure: flag(env.COOKIE_SECURE) ?? 'auto',
    otpLimits: {
      perNumber10Min: positiveInt(env.OTP_LIMIT_NUMBER_10MIN, 3, 'OTP_LIMIT_NUMBER_10MIN'),
      perNumberDay: positiveInt(env.OTP_LIMIT_NUMBER_DAY, 10, 'OTP_LIMIT_NUMBER_DAY'),
      perAddress10Min: positiveInt(env.OTP_LIMIT_ADDRESS_10MIN, 20, 'OTP_LIMIT_ADDRESS_10MIN'),
    },
    checkoutOtpLimits: {
      perNumber10Min: positiveInt(env.CHECKOUT_OTP_LIMIT_10MIN, 3, 'CHECKOUT_OTP_LIMIT_10MIN'),
      perNumberDay: positiveInt(env.CHECKOUT_OTP_LIMIT_DAY, 10, 'CHECKOUT_OTP_LIMIT_DAY'),
      perAddress10Min: positiveInt(env.OTP_LIMIT_ADDRESS_10MIN, 20, 'OTP_LIMIT_ADDRESS_10MIN'),
    },
    dataSecret: overrides.dataSecret ?? loadDataSecret(env),
    documentsDir: path.resolve(env.DOCUMENTS_DIR || path.join(env.DATA_DIR || '.data', 'documents')),
    kraDelaySeconds: nonNegativeInt(env.KRA_DELAY_SECONDS, 0, 'KRA_DELAY_SECONDS'),
    pyPublicBase: (env.PY_PUBLIC_BASE || '/api/py').replace(/\/+$/, ''),
    digilockerDisabled: flag(env.DIGILOCKER_DISABLED) ?? false,
    esignDisabled: flag(env.ESIGN_DISABLED) ?? false,
    webOrigin: (env.WEB_ORIGIN || 'http://localhost:3000').replace(/\/+$/, ''),
    paymentsSecret: overrides.paymentsSecret ?? loadPaymentsSecret(env),
    nodePublicBase: (env.NODE_PUBLIC_BASE || '/api/node').replace(/\/+$/, ''),
    ordersSandbox: flag(env.ORDERS_SANDBOX) ?? nodeEnv !== 'production',
    orderStepSeconds: nonNegativeInt(env.ORDER_STEP_SECONDS, 15, 'ORDER_STEP_SECONDS'),
    distributorArn: distributorArn(env.DISTRIBUTOR_ARN),
    analyticsApiKey: overrides.analyticsApiKey ?? loadAnalyticsApiKey(env),
    opsApiKey: overrides.opsApiKey ?? loadOpsApiKey(env),
    insuranceApiKey: overrides.insuranceApiKey ?? loadInsuranceApiKey(env),
    analyticsPublicBase: (env.ANALYTICS_PUBLIC_BASE || '/api/analytics').replace(/\/+$/, ''),
    ...overrides,
  });
}
