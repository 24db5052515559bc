// A gateway reached over HTTP: POST {to, text} as JSON to SMS_WEBHOOK_URL (Bearer SMS_WEBHOOK_TOKEN when set).
// Most Indian SMS gateways sit behind a small relay of this shape; the relay owns the DLT template details.
import type { SmsProvider } from './types';

export interface WebhookSmsOptions {
  url: string;
  token?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createWebhookSms({
  url,
  token,
  timeoutMs = 10_000,
  fetch: doFetch = fetch,
}: WebhookSmsOptions): SmsProvider {
  return {
    name: 'webhook',
    async send(mobileNo, text) {
      const res = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: `+91${mobileNo}`, text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
