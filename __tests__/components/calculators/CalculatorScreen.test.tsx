import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CalculatorScreen from '@/components/calculators/CalculatorScreen';
import { URL_DEBOUNCE_MS } from '@/components/calculators/useCalculatorState';
import { calculatorBySlug } from '@/utils/calculators/definitions';
import { mockRouter, resetRouter } from '../../support/router';
import { figure, renderCalculator } from './setup';

const amountBox = () => screen.getByRole('textbox', { name: 'Monthly investment' });

beforeEach(() => resetRouter());
afterEach(() => {
  jest.useRealTimers();
  delete (mockRouter as { isReady?: boolean }).isReady;
});

describe('SIP calculator screen', () => {
  it('shows the result of the defaults: ₹10,000 a month at 12% for 10 years is ₹23,23,391', () => {
    renderCalculator('sip-calculator');
    expect(amountBox()).toHaveValue('10000');
    expect(figure('Total value')).toBe('₹23,23,391');
    expect(figure('Invested amount')).toBe('₹12,00,000');
    // The L / Cr form sits beside large amounts.
    expect(screen.getByTestId('result-Total value')).toHaveTextContent('₹23.23 L');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('SIP Calculator');
  });

  it('recomputes when the monthly amount is typed: ₹20,000 gives ₹46,46,782', async () => {
    const user = userEvent.setup();
    renderCalculator('sip-calculator');
    await user.clear(amountBox());
    await user.type(amountBox(), '20000');
    expect(figure('Total value')).toBe('₹46,46,782');
    expect(figure('Invested amount')).toBe('₹24,00,000');
  });

  it('moves the box and the result with the slider', () => {
    renderCalculator('sip-calculator');
    const slider = screen.getByRole('slider', { name: 'Monthly investment slider' });
    expect(slider).toHaveAttribute('aria-valuetext', '₹10,000');
    // Amount sliders follow a curve: position 292 of 1000 is ₹25,000 (see sliderScale.test.ts).
    fireEvent.change(slider, { target: { value: '292' } });
    expect(slider).toHaveAttribute('aria-valuetext', '₹25,000');
    expect(amountBox()).toHaveValue('25000');
    expect(figure('Total value')).toBe('₹58,08,477');
  });

  it('updates the table by year when the period changes', () => {
    renderCalculator('sip-calculator');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 10);
    fireEvent.change(screen.getByRole('textbox', { name: 'Time period' }), {
      target: { value: '5' },
    });
    // A linear slider: its position is the value.
    expect(screen.getByRole('slider', { name: 'Time period slider' })).toHaveValue('5');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    expect(within(table).getByRole('rowheader', { name: 'Year 5' })).toBeInTheDocument();
    expect(figure('Total value')).toBe('₹8,24,864');
  });

  it('shows the message beside an out-of-range field and keeps the last valid result', () => {
    renderCalculator('sip-calculator');
    fireEvent.change(amountBox(), { target: { value: '20000' } });
    expect(figure('Total value')).toBe('₹46,46,782');

    fireEvent.change(amountBox(), { target: { value: '50' } });
    const message = screen.getByText('Monthly investment must be from ₹100 to ₹10,00,000');
    expect(amountBox()).toHaveAttribute('aria-invalid', 'true');
    expect(amountBox().getAttribute('aria-describedby')).toContain(message.id);
    expect(figure('Total value')).toBe('₹46,46,782');
    expect(screen.getByText(/showing the result for your last valid inputs/i)).toBeInTheDocument();

    fireEvent.change(amountBox(), { target: { value: 'abc' } });
    expect(screen.getByText('Only numbers')).toBeInTheDocument();
    fireEvent.change(amountBox(), { target: { value: '' } });
    expect(screen.getByText('Monthly investment cannot be empty')).toBeInTheDocument();
    expect(figure('Total value')).toBe('₹46,46,782');

    fireEvent.change(amountBox(), { target: { value: '10000' } });
    expect(amountBox()).not.toHaveAttribute('aria-invalid');
    expect(figure('Total value')).toBe('₹23,23,391');
  });

  it('writes valid inputs to the URL once typing pauses, shallowly, keeping frame parameters', () => {
    jest.useFakeTimers();
    renderCalculator('sip-calculator', '?noHeader=1');
    fireEvent.change(amountBox(), { target: { value: '15000' } });
    fireEvent.change(amountBox(), { target: { value: '20000' } });
    expect(mockRouter.replace).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(URL_DEBOUNCE_MS));
    expect(mockRouter.replace).toHaveBeenCalledTimes(1);
    expect(mockRouter.replace).toHaveBeenCalledWith(
      '/calculators/sip-calculator?noHeader=1&amount=20000&rate=12&years=10',
      undefined,
      { shallow: true, scroll: false },
    );
  });

  it('leaves the URL alone while an input is invalid', () => {
    jest.useFakeTimers();
    renderCalculator('sip-calculator');
    fireEvent.change(amountBox(), { target: { value: '99' } });
    act(() => jest.advanceTimersByTime(URL_DEBOUNCE_MS * 2));
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('reads the inputs from the URL on load', () => {
    renderCalculator('sip-calculator', '?amount=20000&rate=12&years=5');
    expect(amountBox()).toHaveValue('20000');
    expect(screen.getByRole('textbox', { name: 'Time period' })).toHaveValue('5');
    // ₹20,000 a month at 12% for 5 years
    expect(figure('Total value')).toBe('₹16,49,727');
  });

  it('falls back to the default for a damaged URL value', () => {
    renderCalculator('sip-calculator', '?amount=5&years=5');
    expect(amountBox()).toHaveValue('10000');
    expect(figure('Total value')).toBe('₹8,24,864');
  });

  it('waits for the router before reading the URL, so the first render matches the static HTML', () => {
    (mockRouter as { isReady?: boolean }).isReady = false;
    const { rerender } = renderCalculator('sip-calculator', '?amount=20000');
    expect(figure('Total value')).toBe('₹23,23,391');
    (mockRouter as { isReady?: boolean }).isReady = true;
    rerender(<CalculatorScreen definition={calculatorBySlug('sip-calculator')!} />);
    expect(amountBox()).toHaveValue('20000');
    expect(figure('Total value')).toBe('₹46,46,782');
  });

  it('describes the chart in words for screen readers', () => {
    renderCalculator('sip-calculator');
    const caption = document.querySelector('figure figcaption');
    expect(caption).toHaveTextContent('Invested from ₹1.2 L at Year 1 to ₹12 L at Year 10');
    expect(caption).toHaveTextContent('Value from');
  });
});
