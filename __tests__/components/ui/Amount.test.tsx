import { screen } from '@testing-library/react';
import Amount from '@/components/ui/Amount';
import Percent from '@/components/ui/Percent';
import { renderWithProviders } from '../../support/render';

describe('Amount', () => {
  it('prints rupees with Indian grouping and tabular digits', () => {
    renderWithProviders(<Amount value={12345678} />);
    const amount = screen.getByText('₹1,23,45,678');
    expect(amount).toHaveClass('tabular');
    expect(amount).not.toHaveAttribute('title');
  });

  it('shortens to L / Cr and keeps the full amount in the title', () => {
    renderWithProviders(
      <>
        <Amount value={12345678} short />
        <Amount paise={125000000} short />
      </>,
    );
    expect(screen.getByText('₹1.23 Cr')).toHaveAttribute('title', '₹1,23,45,678');
    expect(screen.getByText('₹12.5 L')).toHaveAttribute('title', '₹12,50,000');
  });

  it('reads integer paise and shows a dash for a missing amount', () => {
    renderWithProviders(
      <>
        <Amount paise={1234550} />
        <Amount value={null} short />
      </>,
    );
    expect(screen.getByText('₹12,345.50')).toBeInTheDocument();
    expect(screen.getByText('—')).not.toHaveAttribute('title');
  });
});

describe('Percent', () => {
  it('says a gain by sign, arrow and colour, and a loss the same way', () => {
    const { container } = renderWithProviders(
      <>
        <Percent value={0.12345} />
        <Percent value={-0.02} />
        <Percent value={0} />
      </>,
    );
    const [gain, loss, flat] = Array.from(container.children);
    expect(gain).toHaveTextContent('▲ +12.35%');
    expect(gain).toHaveClass('gain');
    expect(loss).toHaveTextContent('▼ −2.00%');
    expect(loss).toHaveClass('loss');
    expect(flat).toHaveTextContent(/^0\.00%$/);
    expect(flat).not.toHaveClass('gain');
    expect(flat).not.toHaveClass('loss');
  });
});
