// What the KYC services need, whichever service mounts them (node/kyc and py/kyc share the rules).
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { Logger } from '../../../http/logger';
import { type KraProvider, createKraProvider } from '../../../providers/kra';
import { type PanProvider, createPanProvider } from '../../../providers/pan';
import type { SmsProvider } from '../../../providers/sms/types';

export interface KycDeps {
  db: Db;
  config: AppConfig;
  logger: Logger;
  now: () => Date;
  pan: PanProvider;
  kra: KraProvider;
  /** Texts the client the link to confirm a KYC an advisor prepared (submit.service.ts). */
  sms?: SmsProvider;
}

export function createKycDeps(ctx: {
  db: Db;
  config: AppConfig;
  logger: Logger;
  now: () => Date;
  sms?: SmsProvider;
}): KycDeps {
  return { ...ctx, pan: createPanProvider(), kra: createKraProvider(ctx.config) };
}
