// The penny drop sandbox decides by the account's last four digits (server/providers/README.md).
import { createIfscDirectory } from '@/server/providers/ifsc';
import { createSandboxPennyDrop } from '@/server/providers/pennydrop';

const ifsc = createIfscDirectory();
const sandbox = createSandboxPennyDrop(ifsc);
const account = (accountNumber: string, code = 'HDFC0000590') => ({
  ifsc: code,
  accountNumber,
  kycName: 'Asha Verma',
});

describe('penny drop sandbox', () => {
  it('gives each start its own reference and says it is a sandbox', async () => {
    const a = await sandbox.start(account('123456781234'));
    const b = await sandbox.start(account('123456781234'));
    expect(a.reference).not.toBe(b.reference);
    expect(sandbox.sandbox).toBe(true);
  });

  it('answers the KYC name in capitals, as banks keep it', async () => {
    expect(await sandbox.result('R', account('123456781234'))).toEqual({
      status: 'credited',
      holderName: 'ASHA VERMA',
    });
  });

  it('answers another holder for numbers ending 9999, a closed account for 0000', async () => {
    expect(await sandbox.result('R', account('123456789999'))).toEqual({
      status: 'credited',
      holderName: 'RAMESH KUMAR SHARMA',
    });
    expect(await sandbox.result('R', account('123456780000'))).toMatchObject({
      status: 'failed',
      reason: 'account_closed',
    });
  });

  it('fails an IFSC the bank does not know', async () => {
    expect(await sandbox.result('R', account('123456781234', 'SBIN0999999'))).toMatchObject({
      status: 'failed',
      reason: 'invalid_ifsc',
    });
  });
});
