// Picks the SMS provider the configuration names.
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Logger } from '../../http/logger';
import { createOutboxSms } from './outbox';
import type { SmsProvider } from './types';
import { createWebhookSms } from './webhook';

export type { SmsProvider } from './types';
export { createOutboxSms } from './outbox';
export { createWebhookSms } from './webhook';
export { latestOutboxMessage } from './outbox.repo';

export function createSmsProvider(
  config: Pick<AppConfig, 'smsProvider' | 'smsWebhookUrl' | 'smsWebhookToken'>,
  deps: { db: Db; logger: Logger; now?: () => Date },
): SmsProvider {
  if (config.smsProvider === 'webhook') {
    if (!config.smsWebhookUrl) throw new Error('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL');
    return createWebhookSms({ url: config.smsWebhookUrl, token: config.smsWebhookToken });
  }
  return createOutboxSms(deps.db, deps.logger, deps.now);
}
