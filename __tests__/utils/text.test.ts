import { initialLetter, truncateName } from '@/utils/text';

describe('truncateName', () => {
  it('cuts names longer than 12 characters and adds an ellipsis', () => {
    expect(truncateName('Aishwarya Ramakrishnan')).toBe('Aishwarya Ra...');
    expect(truncateName('ABCDEFGHIJKLM')).toBe('ABCDEFGHIJKL...');
  });

  it('leaves names of 12 characters or fewer unchanged', () => {
    expect(truncateName('ABCDEFGHIJKL')).toBe('ABCDEFGHIJKL');
    expect(truncateName('Asha Rao')).toBe('Asha Rao');
    expect(truncateName('A')).toBe('A');
  });

  it('returns an empty string for missing names', () => {
    expect(truncateName(undefined)).toBe('');
    expect(truncateName(null)).toBe('');
    expect(truncateName('')).toBe('');
  });

  it('ignores surrounding spaces when measuring', () => {
    expect(truncateName('  Asha Rao  ')).toBe('Asha Rao');
    expect(truncateName(' ABCDEFGHIJKL ')).toBe('ABCDEFGHIJKL');
  });

  it('never splits a character made of two UTF-16 units', () => {
    const name = '😀'.repeat(13);
    expect(truncateName(name)).toBe(`${'😀'.repeat(12)}...`);
    expect(truncateName('😀'.repeat(12))).toBe('😀'.repeat(12));
  });

  it('keeps Indian-script names measured by character', () => {
    // 13 code points; the last vowel sign is dropped.
    expect(truncateName('अभिषेकबच्चनजी')).toBe('अभिषेकबच्चनज...');
  });

  it('takes another length', () => {
    expect(truncateName('Asha Rao', 4)).toBe('Asha...');
    expect(() => truncateName('Asha', -1)).toThrow(RangeError);
  });
});

describe('initialLetter', () => {
  it('gives the upper-case first letter', () => {
    expect(initialLetter('asha')).toBe('A');
    expect(initialLetter('  ravi kumar')).toBe('R');
    expect(initialLetter('Zoya')).toBe('Z');
    expect(initialLetter('आशा')).toBe('आ');
  });

  it("falls back to '?'", () => {
    expect(initialLetter('')).toBe('?');
    expect(initialLetter('   ')).toBe('?');
    expect(initialLetter(undefined)).toBe('?');
    expect(initialLetter(null)).toBe('?');
  });
});
