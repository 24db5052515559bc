import { createSandboxPayments, DECLINED_VPA, enachRegistersAt } from '../../../../server/providers/payments';

const provider = createSandboxPayments({ secret: 'a'.repeat(40), nodePublicBase: '/api/node' });
const now = new Date('2026-11-20T06:00:00Z'); // Friday 11:30 IST

describe('sandbox payments', () => {
  it('declines a collect request to the declining test VPA at once', () => {
    const started = provider.startPayment({ paymentId: 'p1', mode: 'upi_collect', amountPaise: 100_000, vpa: DECLINED_VPA, now });
    expect(started.status).toBe('failed');
    expect(started.failureReason).toMatch(/declined/);
  });

  it('leaves any other collect request pending for 10 minutes with its sandbox page', () => {
    const started = provider.startPayment({ paymentId: 'p1', mode: 'upi_collect', amountPaise: 100_000, vpa: 'asha@okzf', now });
    expect(started.status).toBe('pending');
    expect(started.expiresAt.getTime() - now.getTime()).toBe(10 * 60_000);
    expect(started.sandboxUrl).toBe('/api/node/orders/sandbox/pay/p1');
    expect(started.providerRef).toMatch(/^SBX[0-9A-F]{16}$/);
  });

  it('gives a QR intent with the amount in rupees and the reference', () => {
    const started = provider.startPayment({ paymentId: 'p2', mode: 'upi_qr', amountPaise: 123_450, now });
    expect(started.upiUri).toBe(`upi://pay?pa=zf.sandbox@upi&pn=ZF%20Sandbox&am=1234.50&cu=INR&tr=${started.providerRef}`);
  });

  it('sends net banking to the sandbox bank page', () => {
    expect(provider.startPayment({ paymentId: 'p3', mode: 'netbanking', amountPaise: 100, now }).redirectUrl).toBe('/api/node/orders/sandbox/pay/p3');
  });

  it('registers eNACH three working days later, skipping the weekend and the 24 Nov holiday', () => {
    // Friday 20 Nov -> Mon 23, Wed 25, Thu 26.
    expect(enachRegistersAt(now).toISOString()).toBe('2026-11-26T04:30:00.000Z');
    expect(provider.startMandate({ mandateId: 'm1', mandateType: 'enach', limitPaise: 100, now }).registersAt).toEqual(enachRegistersAt(now));
    expect(provider.startMandate({ mandateId: 'm1', mandateType: 'upi_autopay', limitPaise: 100, vpa: DECLINED_VPA, now }).status).toBe('rejected');
  });
});

describe('callback signatures', () => {
  it('verifies what it signed', () => {
    expect(provider.verifyCallback(provider.signCallback('payment', 'p1', 'success'))).toBe(true);
  });

  it('refuses a changed outcome, id, subject or nonce, and another secret', () => {
    const signed = provider.signCallback('payment', 'p1', 'failure');
    expect(provider.verifyCallback({ ...signed, outcome: 'success' })).toBe(false);
    expect(provider.verifyCallback({ ...signed, id: 'p2' })).toBe(false);
    expect(provider.verifyCallback({ ...signed, subject: 'mandate' })).toBe(false);
    expect(provider.verifyCallback({ ...signed, nonce: 'other' })).toBe(false);
    expect(provider.verifyCallback({ ...signed, signature: 'short' })).toBe(false);
    const other = createSandboxPayments({ secret: 'b'.repeat(40), nodePublicBase: '/api/node' });
    expect(other.verifyCallback(signed)).toBe(false);
  });
});
