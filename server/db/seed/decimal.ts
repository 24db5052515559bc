// The exact unit/NAV arithmetic moved to utils/portfolio/decimal.ts so the portfolio numbers share it.
export * from '../../../utils/portfolio/decimal';
