// Browser journeys in Debian's Chromium (never a downloaded browser: /usr/bin/chromium, or CHROMIUM_PATH).
import { defineConfig } from '@playwright/test';

// Without E2E_BASE_URL the journeys run against the web app the webServer below starts, on PORT (default 3000), so
// that several checkouts on one machine can each run theirs on their own ports.
const baseURL = process.env.E2E_BASE_URL || `http://localhost:${process.env.PORT || 3000}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/artifacts',
  timeout: 60_000,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // Starts backend + web (building when needed) unless something already serves the base URL.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node scripts/run-all.mjs demo',
        // Every journey logs in with a real OTP; the per-number send limits (3 in 10 minutes) are for people,
        // so the test demo raises them rather than making journeys share one login.
        env: {
          ...(process.env as Record<string, string>),
          OTP_LIMIT_NUMBER_10MIN: '100',
          OTP_LIMIT_NUMBER_DAY: '500',
          OTP_LIMIT_ADDRESS_10MIN: '500',
          // The XSS journey posts its whole corpus as questions, answers and comments on every run.
          QUESTION_LIMIT_10MIN: '1000',
          ANSWER_LIMIT_10MIN: '1000',
          COMMENT_LIMIT_10MIN: '1000',
          // Every journey's suggestions come through the web app, so the backend counts them as one address.
          SEARCH_LIMIT_PER_MINUTE: '10000',
        },
        // A fund list through the web app's rewrite answers only once both the web app and the backend (which
        // migrates and seeds on a fresh database) are up.
        url: `${baseURL}/api/market/funds?limit=1`,
        reuseExistingServer: !process.env.CI,
        timeout: 600_000,
        stdout: 'ignore',
        stderr: 'pipe',
        // Let the runner stop backend and web cleanly instead of killing them mid-write.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      },
});
