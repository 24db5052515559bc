import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import IfscLookup from '@/components/kyc/bank/IfscLookup';
import { at } from '../../../mocks/handlers';
import { server, setupMockServer } from '../../../mocks/server';
import { renderWithProviders } from '../../../support/render';

setupMockServer();

function answer(details: Record<string, string>) {
  server.use(http.get(at('node', '/kyc/ifsc/:ifsc'), () => HttpResponse.json({ status: 'success', data: { ifsc: 'HDFC0000001', address: '', ...details } })));
}

describe('the IFSC lookup', () => {
  it('says bank, branch and place, each once, with no comma before a missing part', async () => {
    answer({ bank: 'HDFC Bank', branch: '', city: '', state: '' });
    const { unmount } = renderWithProviders(<IfscLookup ifsc="HDFC0000001" />);
    expect(await screen.findByText('HDFC Bank')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^HDFC Bank$/);
    unmount();

    answer({ bank: 'HDFC Bank', branch: ' ', city: 'Mumbai', state: '' });
    renderWithProviders(<IfscLookup ifsc="HDFC0000002" />);
    expect(await screen.findByText('HDFC Bank')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^HDFC Bank \(Mumbai\)$/);
  });

  it('reads in full when the bank gives every part', async () => {
    answer({ bank: 'HDFC Bank', branch: 'Mumbai - Kamala Mills', city: 'Mumbai', state: 'Maharashtra' });
    renderWithProviders(<IfscLookup ifsc="HDFC0000001" />);
    expect(await screen.findByText('HDFC Bank')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^HDFC Bank, Mumbai - Kamala Mills \(Mumbai, Maharashtra\)$/);
  });
});
