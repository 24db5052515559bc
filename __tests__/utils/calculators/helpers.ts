/** Equal within a relative 1e-9 (or 1e-9 absolute near zero): floating sums, not rounding slack. */
export function expectClose(actual: number, expected: number, tolerance = 1e-9) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(
    Math.max(tolerance * Math.abs(expected), 1e-9),
  );
}

/** Equal to the paisa: for values worked out by hand and written to two decimals. */
export function expectRupees(actual: number, expected: number) {
  expect(Math.round(actual * 100) / 100).toBeCloseTo(expected, 2);
}
