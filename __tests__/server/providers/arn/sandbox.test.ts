// The ARN register sandbox answers by the documented test values (server/providers/README.md).
import { createSandboxArnRegistry, sandboxValidTill } from '@/server/providers/arn';

const registry = createSandboxArnRegistry();

describe('ARN register sandbox', () => {
  it('finds six-digit ARNs and answers three years of validity from today, less a day', async () => {
    await expect(registry.check('412345', '2026-11-24')).resolves.toEqual({
      status: 'valid',
      arn: '412345',
      validTill: '2029-11-23',
      sandbox: true,
    });
    expect(sandboxValidTill('2028-03-01')).toBe('2031-02-28');
  });

  it('does not know ARNs ending in 000 or with letters', async () => {
    expect((await registry.check('412000', '2026-11-24')).status).toBe('unknown');
    expect((await registry.check('ABC123', '2026-11-24')).status).toBe('unknown');
  });

  it('answers a lapsed registration for ARNs ending in 999', async () => {
    await expect(registry.check('412999', '2026-11-24')).resolves.toMatchObject({
      status: 'lapsed',
      validTill: '2025-03-31',
    });
  });
});
