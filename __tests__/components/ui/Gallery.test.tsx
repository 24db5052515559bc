import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Gallery from '@/components/ui/gallery/Gallery';
import { renderWithProviders } from '../../support/render';

describe('the UI kit page', () => {
  it('keeps itself out of search results and shows every piece', () => {
    renderWithProviders(<Gallery />);
    // React 19 hoists <meta> into the document head.
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.getByRole('table', { name: 'Sample holdings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No sample orders yet' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Your sample watchlist is empty' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Sample fund details' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Sample KYC steps' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Goals' })).toBeInTheDocument();
    expect(screen.getByText('₹1.23 Cr')).toHaveAttribute('title', '₹1,23,45,678');
  });

  it("the sample form shows the shared schema's messages on submit", async () => {
    renderWithProviders(<Gallery />);
    await userEvent.click(screen.getByRole('button', { name: 'Check the form' }));
    expect(await screen.findByText('Name cannot be empty')).toBeVisible();
    expect(screen.queryByText('All fields are valid.')).not.toBeInTheDocument();
  });
});
