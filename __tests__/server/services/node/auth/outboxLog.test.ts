// The demo's SMS outbox keeps the message for the dev route but never writes the one-time password to the log.
import { Writable } from 'node:stream';
import { createTestDb } from '@/server/db/testing';
import type { DbHandle } from '@/server/db/client';
import { createLogger } from '@/server/http/logger';
import { otpMessage } from '@/server/auth/otp';
import { createOutboxSms } from '@/server/providers/sms/outbox';
import { latestOutboxMessage } from '@/server/providers/sms/outbox.repo';

jest.setTimeout(60_000);

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

/** A logger with the app's own settings whose lines land in `lines`. */
function capturingLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger('info', sink) };
}

it('logs the message with the code masked and stores it whole for the dev route', async () => {
  const { lines, logger } = capturingLogger();
  const text = otpMessage('482913');
  await createOutboxSms(handle.db, logger).send('9000000001', text);

  const logged = lines.join('');
  expect(lines).toHaveLength(1);
  expect(logged).not.toContain('482913');
  expect(JSON.parse(lines[0])).toMatchObject({
    sms_to: '9000000001',
    sms_text: text.replace('482913', '******'),
    msg: 'SMS outbox (demo, not sent to a phone)',
  });
  expect((await latestOutboxMessage(handle.db, '9000000001'))?.body).toBe(text);
});
