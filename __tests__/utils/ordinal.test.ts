import { ordinal, ordinalSuffix } from '@/utils/ordinal';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [28, '28th'],
    [100, '100th'],
    [101, '101st'],
    [102, '102nd'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [1001, '1001st'],
    [0, '0th'],
  ])('%p -> %p', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });

  it('uses the suffix of the absolute value for negatives', () => {
    expect(ordinal(-1)).toBe('-1st');
    expect(ordinalSuffix(-12)).toBe('th');
  });

  it('rejects non-integers', () => {
    expect(() => ordinal(1.5)).toThrow(RangeError);
    expect(() => ordinalSuffix(Number.NaN)).toThrow(RangeError);
  });
});
