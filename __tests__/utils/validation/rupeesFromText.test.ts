import { rupeesFromText } from '../../../utils/validation/cart';
import { hasExponentNumber } from '../../../server/http/plainNumbers';

describe('amount fields take digits only (issue 31, item 8)', () => {
  it('reads digits, with Indian grouping commas', () => {
    expect(rupeesFromText(' 5000 ')).toEqual({ rupees: 5000 });
    expect(rupeesFromText('1,00,000')).toEqual({ rupees: 100000 });
  });

  it('refuses "1e5", hex, signs and empty text, each with its message', () => {
    for (const text of ['1e5', '1E5', '0x10', '+500', '5 000', 'Infinity']) {
      expect(rupeesFromText(text)).toEqual({ message: 'Enter the amount in digits only, like 5000' });
    }
    expect(rupeesFromText('500.50')).toEqual({ message: 'Amount must be in whole rupees' });
    expect(rupeesFromText('  ')).toEqual({ message: 'Please enter an amount' });
    expect(rupeesFromText('0')).toEqual({ message: 'Amount must be more than ₹0' });
  });

  it('finds a number in exponent form in a JSON text, but not an "e" inside a string', () => {
    expect(hasExponentNumber('{"amount_paise":1e5}')).toBe(true);
    expect(hasExponentNumber('{"a":[5.0E+4]}')).toBe(true);
    expect(hasExponentNumber('{"amount_paise":100000,"ref":"1e5-abc","ok":true}')).toBe(false);
  });
});
