// What the insurance services need: the database, the clock, the insurer and the SMS gateway.
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { Logger } from '../../../http/logger';
import type { InsurerProvider } from '../../../providers/insurer';
import type { SmsProvider } from '../../../providers/sms/types';

export interface InsuranceDeps {
  db: Db;
  config: AppConfig;
  logger: Logger;
  now: () => Date;
  sms: SmsProvider;
  insurer: InsurerProvider;
}
