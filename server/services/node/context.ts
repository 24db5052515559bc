// What the node service's routes and services share.
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Logger } from '../../http/logger';
import type { SmsProvider } from '../../providers/sms/types';

export interface NodeContext {
  db: Db;
  config: AppConfig;
  logger: Logger;
  now: () => Date;
  sms: SmsProvider;
}
