import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import LeadForm from '@/components/leads/LeadForm';
import { DISTRIBUTOR_PRODUCT, LEAD_MESSAGES } from '@/utils/validation/lead';
import { at } from '../../mocks/handlers';
import { server, setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';

setupMockServer();

let posted: unknown[];
beforeEach(() => {
  posted = [];
  server.use(
    http.post(at('node', '/user/leadsignup/product'), async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ status: 'success', message: 'Thank you. Our team will call you shortly.', data: { id: 'lead-1' } });
    }),
  );
});

const field = (name: string) => screen.getByRole('textbox', { name });

async function fill(user: ReturnType<typeof userEvent.setup>, values: { name?: string; mobile?: string; city?: string; consent?: boolean }) {
  if (values.name) await user.type(field('Full name'), values.name);
  if (values.mobile) await user.type(field('Mobile number'), values.mobile);
  if (values.city) await user.type(field('City'), values.city);
  if (values.consent) await user.click(screen.getByRole('checkbox'));
}

const send = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Request a call' }));

describe('lead form messages', () => {
  it('shows each field\u2019s message beside it and sends nothing when all are empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LeadForm />);
    await send(user);
    expect(field('Full name')).toHaveAccessibleDescription('Name cannot be empty');
    expect(field('Mobile number')).toHaveAccessibleDescription('Mobile number cannot be empty');
    expect(field('City')).toHaveAccessibleDescription(LEAD_MESSAGES.cityEmpty);
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(LEAD_MESSAGES.consentMissing);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(posted).toHaveLength(0);
  });

  it("asks for a full name and says 'Not a valid number' for a bad mobile", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LeadForm />);
    await fill(user, { name: 'Meera', mobile: '5123456789', city: 'Pune', consent: true });
    await send(user);
    expect(field('Full name')).toHaveAccessibleDescription('Please enter your fullname');
    expect(field('Mobile number')).toHaveAccessibleDescription('Not a valid number');
    expect(posted).toHaveLength(0);

    // Editing a field takes its message away.
    await user.type(field('Full name'), ' Iyer');
    expect(field('Full name')).not.toHaveAccessibleDescription('Please enter your fullname');
  });

  it('keeps digits only in the mobile field, at most ten', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LeadForm />);
    await user.type(field('Mobile number'), '+91 98765-432101');
    expect(field('Mobile number')).toHaveValue('9198765432');
  });
});

describe('sending', () => {
  it('posts the distributor enquiry and shows the success message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LeadForm />);
    await fill(user, { name: 'Meera Iyer', mobile: '9876543210', city: 'Pune', consent: true });
    await user.selectOptions(screen.getByRole('combobox'), 'Preparing for NISM Series V-A');
    await send(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Our team will call you shortly.');
    expect(posted).toEqual([
      {
        name: 'Meera Iyer',
        mobile_no: '9876543210',
        city: 'Pune',
        product: DISTRIBUTOR_PRODUCT,
        source: 'mutual-fund-distributor',
        data: { stage: 'preparing_nism', consent: true },
      },
    ]);
  });

  it('shows the rate-limit sentence on 429 and the default message on a server failure', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(at('node', '/user/leadsignup/product'), () =>
        HttpResponse.json({ status: 'failed', message: 'You have sent several requests already. Please try again in an hour.' }, { status: 429 }),
      ),
    );
    renderWithProviders(<LeadForm />);
    await fill(user, { name: 'Meera Iyer', mobile: '9876543210', city: 'Pune', consent: true });
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent several requests already. Please try again in an hour.');

    server.use(http.post(at('node', '/user/leadsignup/product'), () => HttpResponse.json({ status: 'failed', message: 'boom' }, { status: 500 })));
    await send(user);
    expect(await screen.findByText('Some Error has been occured')).toBeInTheDocument();
    // The details stay, so the person can try again.
    expect(field('Full name')).toHaveValue('Meera Iyer');
  });
});
