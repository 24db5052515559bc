// The embedded default: no SMS leaves the machine. The message goes to the server log and into the database,
// where GET /node/dev/otp/{mobile} reads it (in the database, so every server process sees every message).
// Production refuses this provider unless ALLOW_OUTBOX_IN_PRODUCTION=1 (see server/config.ts).
import type { Db } from '../../db/client';
import type { Logger } from '../../http/logger';
import { storeOutboxMessage } from './outbox.repo';
import type { SmsProvider } from './types';

export function createOutboxSms(
  db: Db,
  logger: Logger,
  now: () => Date = () => new Date(),
): SmsProvider {
  return {
    name: 'outbox',
    async send(mobileNo, text) {
      await storeOutboxMessage(db, mobileNo, text, now());
      // Deliberately logged in full: reading the code from the log is how the demo is used.
      logger.info({ sms_to: mobileNo, sms_text: text }, 'SMS outbox (demo, not sent to a phone)');
    },
  };
}
