import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TransferRequests from '@/components/clients/TransferRequests';
import { clientsMock } from '../../mocks/handlers/clients';
import { renderWithProviders } from '../../support/render';
import { logInAdvisor, logInInvestor, serveClients } from './support';

serveClients();

describe("the investor's transfer-request card", () => {
  it('names the advisor who asked and approves on a click', async () => {
    logInInvestor('u-1');
    renderWithProviders(<TransferRequests />);
    expect(await screen.findByText(/Neha Kapoor \(ARN-102030\) asked to become your mutual fund distributor/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Neha Kapoor (ARN-102030) is now your advisor.');
    expect(clientsMock.decisions).toEqual([{ id: 'r-1', decision: 'approve' }]);
  });

  it('rejects on a click', async () => {
    logInInvestor('u-1');
    renderWithProviders(<TransferRequests />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('status')).toHaveTextContent("You turned down Neha Kapoor (ARN-102030)'s request.");
    expect(clientsMock.decisions).toEqual([{ id: 'r-1', decision: 'reject' }]);
  });

  it('shows nothing when no request waits', async () => {
    clientsMock.requests = [];
    logInInvestor('u-1');
    const { container } = renderWithProviders(<TransferRequests />);
    await waitFor(() => expect(clientsMock.requestReads).toBe(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('never asks for an advisor (who has no requests to answer)', async () => {
    logInAdvisor();
    const { container } = renderWithProviders(<TransferRequests />);
    // Let any request the card might make go out before checking that none did.
    await new Promise((r) => setTimeout(r, 50));
    expect(clientsMock.requestReads).toBe(0);
    expect(container).toBeEmptyDOMElement();
  });
});
