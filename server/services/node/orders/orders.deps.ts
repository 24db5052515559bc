// What the order services need from the node service.
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { PaymentProvider } from '../../../providers/payments';
import type { SmsProvider } from '../../../providers/sms/types';

export interface OrdersDeps {
  db: Db;
  config: AppConfig;
  now: () => Date;
  sms: SmsProvider;
  payments: PaymentProvider;
}

/** A transaction or the database: repo functions take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
