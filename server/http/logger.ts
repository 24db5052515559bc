// pino, JSON lines on stdout. LOG_LEVEL picks the level; tests are silent unless LOG_LEVEL says otherwise.
import pino, { type Logger } from 'pino';

export type { Logger };

export function defaultLogLevel(env: Record<string, string | undefined> = process.env): string {
  return env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info');
}

export function createLogger(level = defaultLogLevel()): Logger {
  return pino({
    level,
    base: { app: 'zf-api' },
    // Tokens and one-time passwords never reach the log, whichever object they ride on.
    redact: {
      paths: [
        'otp',
        '*.otp',
        'headers["access-token"]',
        'headers["refresh-token"]',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: '[redacted]',
    },
  });
}
