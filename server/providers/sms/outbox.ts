// The embedded default: no SMS leaves the machine. The message goes into the database, where
// GET /node/dev/otp/{mobile} reads it (in the database, so every server process sees every message), and to the
// server log with its digits masked: logs are shipped and kept, and a code in them could log someone in.
// Production refuses this provider unless ALLOW_OUTBOX_IN_PRODUCTION=1 (see server/config.ts).
import type { Db } from '../../db/client';
import type { Logger } from '../../http/logger';
import { storeOutboxMessage } from './outbox.repo';
import type { SmsProvider } from './types';

/** '482913 is your ZF one-time password' -> '****** is your ZF one-time password': any run of 4+ digits. */
export function maskCodes(text: string): string {
  return text.replace(/\d{4,}/g, (digits) => '*'.repeat(digits.length));
}

export function createOutboxSms(
  db: Db,
  logger: Logger,
  now: () => Date = () => new Date(),
): SmsProvider {
  return {
    name: 'outbox',
    async send(mobileNo, text) {
      await storeOutboxMessage(db, mobileNo, text, now());
      logger.info({ sms_to: mobileNo, sms_text: maskCodes(text) }, 'SMS outbox (demo, not sent to a phone)');
    },
  };
}
