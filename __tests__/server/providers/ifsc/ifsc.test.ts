// The bundled IFSC directory: every listed code, numeric and lettered branch codes, sublet branches.
import { createIfscDirectory } from '@/server/providers/ifsc';

const directory = createIfscDirectory();

describe('IFSC directory', () => {
  it.each([
    ['HDFC0000590', 'HDFC Bank', 'HDFC'],
    ['ICIC0000001', 'ICICI Bank', 'ICIC'],
    ['UTIB0000003', 'Axis Bank', 'UTIB'],
    ['ABNA0NEFT02', 'Royal Bank of Scotland N.V.', 'ABNA'],
    ['HDFC0CAACOB', 'Akhand Anand Co.op Bank', 'AACX'],
  ])('finds %s at %s', (code, bank, bankCode) => {
    expect(directory.lookup(code)).toMatchObject({ ifsc: code, bank, bank_code: bankCode });
  });

  it('knows no branch names: the bundled set lists codes and banks only', () => {
    expect(directory.lookup('HDFC0000590')).toMatchObject({
      branch: null,
      address: null,
      city: null,
      state: null,
    });
  });

  it('finds nothing for codes the RBI does not list', () => {
    expect(directory.lookup('SBIN0999999')).toBeNull();
    expect(directory.lookup('ZZZZ0000001')).toBeNull();
    expect(directory.lookup('HDFC1000590')).toBeNull();
  });

  it('reads its data once, on first use', () => {
    const load = jest.fn(() => ({
      codes: { ABCD: [1] },
      names: { ABCD: 'A Bank' },
      sublets: {},
      customSublets: {},
    }));
    const small = createIfscDirectory(load);
    expect(load).not.toHaveBeenCalled();
    expect(small.lookup('ABCD0000001')?.bank).toBe('A Bank');
    expect(small.lookup('ABCD0000002')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
