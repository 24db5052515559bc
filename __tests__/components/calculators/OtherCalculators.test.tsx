import { fireEvent, screen } from '@testing-library/react';
import { resetRouter } from '../../support/router';
import { figure, renderCalculator } from './setup';

beforeEach(() => resetRouter());

describe('fixed deposit', () => {
  it('compounds quarterly by default and switches to simple interest', () => {
    renderCalculator('fixed-deposite');
    // ₹1,00,000 at 7% for 60 months: 1,00,000 * 1.0175^20 = 1,41,477.82
    expect(screen.getByRole('radio', { name: 'Quarterly' })).toBeChecked();
    expect(figure('Maturity amount')).toBe('₹1,41,478');
    fireEvent.click(screen.getByRole('radio', { name: 'Simple interest' }));
    // 1,00,000 * (1 + 0.07 * 5)
    expect(figure('Maturity amount')).toBe('₹1,35,000');
    expect(figure('Interest earned')).toBe('₹35,000');
  });
});

describe('SWP', () => {
  it('says when the money runs out', () => {
    renderCalculator('swp-calculator', '?corpus=30000&withdrawal=10000&rate=12&years=1');
    expect(
      screen.getByText('At ₹10,000 a month the money runs out in month 4 (year 1, month 4).'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('result-Money lasts')).toHaveTextContent('4 months');
  });
});

describe('step-up SIP', () => {
  it('lets the step-up change from its 12.2% default', () => {
    renderCalculator('step-up-sip-calculator');
    const stepUp = screen.getByRole('textbox', { name: 'Yearly step-up' });
    expect(stepUp).toHaveValue('12.2');
    fireEvent.change(stepUp, { target: { value: '10' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Time period' }), {
      target: { value: '3' },
    });
    // ₹10,000, ₹11,000, ₹12,100 a month: 12 * 33,100 invested
    expect(figure('Invested amount')).toBe('₹3,97,200');
    expect(figure('Monthly SIP in year 3')).toBe('₹12,100');
  });
});

describe('NPS', () => {
  it('refuses an annuity share under 40%', () => {
    renderCalculator('nps-calculator');
    fireEvent.change(screen.getByRole('textbox', { name: 'Annuity share' }), {
      target: { value: '30' },
    });
    expect(screen.getByText('Annuity share must be from 40% to 100%')).toBeInTheDocument();
  });
});

describe('loan against mutual funds', () => {
  it('shows the eligible amount and flags a loan above it on the loan field', () => {
    renderCalculator('loan-against-mutual-fund');
    // 50% of ₹5,00,000 + 80% of ₹2,00,000
    expect(figure('Eligible loan')).toBe('₹4,10,000');
    const emi = figure('Monthly EMI');
    fireEvent.change(screen.getByRole('textbox', { name: 'Equity fund value' }), {
      target: { value: '0' },
    });
    // Eligible is now ₹1,60,000, below the ₹2,00,000 asked for.
    const message = screen.getByText(
      'Loan amount cannot be more than ₹1,60,000, the most these funds allow',
    );
    const loan = screen.getByRole('textbox', { name: 'Loan amount' });
    expect(loan).toHaveAttribute('aria-invalid', 'true');
    expect(loan.getAttribute('aria-describedby')).toContain(message.id);
    expect(figure('Monthly EMI')).toBe(emi);
    fireEvent.change(loan, { target: { value: '100000' } });
    expect(loan).not.toHaveAttribute('aria-invalid');
    expect(figure('Eligible loan')).toBe('₹1,60,000');
  });
});
