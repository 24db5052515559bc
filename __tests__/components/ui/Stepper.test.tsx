import { screen } from '@testing-library/react';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import Stepper from '@/components/ui/Stepper';
import { renderWithProviders } from '../../support/render';

describe('Stepper', () => {
  it('says how far the person is, marks done steps in words and the current one with aria-current', () => {
    renderWithProviders(
      <Stepper label="KYC steps" steps={['PAN', 'Address', 'Bank', 'Sign']} current={2} />,
    );
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(screen.getByRole('list', { name: 'KYC steps' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('PAN (done)');
    expect(items[1]).toHaveTextContent('Address (done)');
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).not.toHaveTextContent('done');
    expect(items[3]).not.toHaveAttribute('aria-current');
  });
});

describe('EmptyState and Skeleton', () => {
  it('an empty list says so with a heading and offers the next step', () => {
    renderWithProviders(
      <EmptyState
        title="No orders yet"
        description="Your orders appear here."
        action={<button type="button">Invest</button>}
        headingLevel="h3"
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invest' })).toBeInTheDocument();
  });

  it('a skeleton announces loading once, whatever its number of lines', () => {
    renderWithProviders(<Skeleton lines={3} label="Loading holdings" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading holdings');
  });
});
