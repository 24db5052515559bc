import { render, screen } from '@testing-library/react';
import QuoteCard from '@/components/insurance/QuoteCard';
import { quoteFixture } from '../../mocks/handlers/insurance';

describe('a plan card', () => {
  it("writes each member's premium as money: two decimals or none ('₹19,999.50', never '₹19,999.5')", () => {
    const plan = quoteFixture({ floaterPremium: 30000, individualPremium: 42000 });
    plan.individual.per_member = [
      { name: 'Asha Rao', premium: 19999.5 },
      { name: 'Ravi Rao', premium: 22000 },
    ];
    render(<QuoteCard plan={plan} single={false} onChoose={() => undefined} />);
    expect(screen.getByText('Asha Rao ₹19,999.50 · Ravi Rao ₹22,000')).toBeInTheDocument();
  });
});
