import type { NumberField } from '@/utils/calculators/fields';
import {
  SLIDER_POSITIONS,
  fromSlider,
  roundFigure,
  sliderBounds,
  toSlider,
  usesCurve,
} from '@/utils/calculators/sliderScale';

const sip: NumberField = {
  type: 'number',
  kind: 'amount',
  label: 'Monthly investment',
  min: 100,
  max: 1000000,
  step: 100,
  defaultValue: 10000,
};
const equity: NumberField = {
  type: 'number',
  kind: 'amount',
  label: 'Equity fund value',
  min: 0,
  max: 100000000,
  step: 10000,
  defaultValue: 500000,
};
const rate: NumberField = {
  type: 'number',
  kind: 'percent',
  label: 'Rate',
  min: 1,
  max: 30,
  step: 0.1,
  defaultValue: 12,
};

describe('slider scale', () => {
  it('curves wide amount ranges only', () => {
    expect(usesCurve(sip)).toBe(true);
    expect(usesCurve(equity)).toBe(true);
    expect(usesCurve(rate)).toBe(false);
    expect(sliderBounds(sip)).toEqual({ min: 0, max: SLIDER_POSITIONS, step: 1 });
    expect(sliderBounds(rate)).toEqual({ min: 1, max: 30, step: 0.1 });
  });

  it('reaches both ends exactly', () => {
    expect(fromSlider(sip, 0)).toBe(100);
    expect(fromSlider(sip, SLIDER_POSITIONS)).toBe(1000000);
    expect(toSlider(sip, 100)).toBe(0);
    expect(toSlider(sip, 1000000)).toBe(SLIDER_POSITIONS);
    expect(fromSlider(equity, 0)).toBe(0);
  });

  it('puts ₹25,000 at position 292 of 1000, and reads it back as ₹25,000', () => {
    // cube root of (25,000 - 100) / (10,00,000 - 100) = cbrt(0.0249025) = 0.2920
    expect(toSlider(sip, 25000)).toBe(292);
    // 100 + 0.292^3 * 9,99,900 = 24,995.6 -> two significant figures -> 25,000
    expect(fromSlider(sip, 292)).toBe(25000);
  });

  it('halfway along the track is about ₹1.3 L, not ₹5 L', () => {
    // 100 + 0.5^3 * 9,99,900 = 1,25,087.5 -> 1,30,000 at two significant figures
    expect(fromSlider(sip, 500)).toBe(130000);
  });

  it('never goes down as the slider moves right', () => {
    let previous = -1;
    for (let p = 0; p <= SLIDER_POSITIONS; p += 1) {
      const value = fromSlider(sip, p);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it('is the value itself on a linear field, clamped to the range', () => {
    expect(toSlider(rate, 12.5)).toBe(12.5);
    expect(fromSlider(rate, 40)).toBe(30);
  });

  it('rounds to two significant figures, never finer than the step', () => {
    expect(roundFigure(24996, 100)).toBe(25000);
    expect(roundFigure(1234, 100)).toBe(1200);
    expect(roundFigure(149, 100)).toBe(100);
    expect(roundFigure(0, 100)).toBe(0);
  });
});
