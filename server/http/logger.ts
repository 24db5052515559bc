// pino, JSON lines on stdout. LOG_LEVEL picks the level; tests are silent unless LOG_LEVEL says otherwise.
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

export function defaultLogLevel(env: Record<string, string | undefined> = process.env): string {
  return env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info');
}

/** `destination` defaults to stdout; tests pass a stream to read what would be logged. */
export function createLogger(level = defaultLogLevel(), destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { app: 'zf-api' },
      // Tokens, one-time passwords and client addresses never reach the log, whichever object they ride on.
      // (The access log writes method, path, status and time only; these paths guard against a careless field.)
      redact: {
        paths: [
          'otp',
          '*.otp',
          'headers["access-token"]',
          'headers["refresh-token"]',
          'headers.authorization',
          'headers.cookie',
          'headers["x-forwarded-for"]',
          'headers["x-real-ip"]',
          'headers.forwarded',
          'ip',
          '*.ip',
          'remoteAddress',
          '*.remoteAddress',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
