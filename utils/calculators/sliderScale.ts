/**
 * Slider positions for the calculator fields. Amount ranges are wide (₹100 to ₹10,00,000, or up
 * to ₹10 Cr), so a straight scale would crowd every common amount into the first few pixels.
 * Such fields use a cubic curve: the first half of the track covers the smaller amounts people
 * mostly pick, and the slider lands on round figures (₹25,000, not ₹24,996).
 */
import type { NumberField } from './fields';

export const SLIDER_POSITIONS = 1000;

/** Wide amount ranges get the curve; rates, years and narrow ranges stay linear. */
export function usesCurve(field: NumberField): boolean {
  return field.kind === 'amount' && field.max / Math.max(field.min, field.step) > 100;
}

/** Rounds to two significant figures, and never finer than the field's step: 24,996 -> 25,000. */
export function roundFigure(value: number, step: number): number {
  if (value <= 0) return 0;
  const unit = Math.max(step, Math.pow(10, Math.floor(Math.log10(value)) - 1));
  return Math.round(value / unit) * unit;
}

function clamp(field: NumberField, value: number): number {
  return Math.min(field.max, Math.max(field.min, value));
}

/** Where a value sits on the track: a position from 0 to 1000, or the value itself when linear. */
export function toSlider(field: NumberField, value: number): number {
  if (!usesCurve(field)) return clamp(field, value);
  const share = (clamp(field, value) - field.min) / (field.max - field.min);
  return Math.round(Math.cbrt(share) * SLIDER_POSITIONS);
}

/** The value of a track position. */
export function fromSlider(field: NumberField, position: number): number {
  if (!usesCurve(field)) return clamp(field, position);
  if (position <= 0) return field.min;
  if (position >= SLIDER_POSITIONS) return field.max;
  const share = Math.pow(position / SLIDER_POSITIONS, 3);
  return clamp(field, roundFigure(field.min + share * (field.max - field.min), field.step));
}

/** The range input's own attributes. */
export function sliderBounds(field: NumberField): { min: number; max: number; step: number } {
  return usesCurve(field)
    ? { min: 0, max: SLIDER_POSITIONS, step: 1 }
    : { min: field.min, max: field.max, step: field.step };
}
