import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExpertCard from '@/components/experts/ExpertCard';
import { REGISTERED_ADVISOR_LABEL } from '@/utils/advisor';
import type { PublicExpert } from '@/utils/experts/types';
import { expertFixture } from '../../mocks/handlers/experts';
import { renderWithProviders } from '../../support/render';

const TODAY = '2026-11-22';
const NISM = {
  name: 'NISM Series V-A: Mutual Fund Distributors Certification',
  url: 'https://nism.example/c.pdf',
};

function card(over: Partial<PublicExpert> = {}) {
  return renderWithProviders(<ExpertCard expert={expertFixture(over)} today={TODAY} />);
}
const badge = () => screen.queryByText(REGISTERED_ADVISOR_LABEL);

describe('the registered-advisor badge on a card', () => {
  // Each case states the fields only; the card must apply the spec's rule to them.
  const cases: [string, Partial<PublicExpert>, boolean][] = [
    [
      'validated ARN valid to a later date',
      { arn_valid_till: '29/05/2028', certifications: [] },
      true,
    ],
    ['validated ARN that ends today', { arn_valid_till: '22/11/2026', certifications: [] }, true],
    [
      'validated ARN that ended yesterday',
      { arn_valid_till: '21/11/2026', certifications: [] },
      false,
    ],
    [
      'pending ARN without a certificate',
      { arn_status: 'pending', arn_valid_till: null, certifications: [] },
      false,
    ],
    [
      'pending ARN with a NISM certificate',
      { arn_status: 'pending', arn_valid_till: null, certifications: [NISM] },
      true,
    ],
    [
      'a NISM certificate without a link',
      { arn_status: 'pending', certifications: [{ ...NISM, url: '' }] },
      false,
    ],
    [
      'a certificate that is not NISM',
      { arn_status: 'pending', certifications: [{ name: 'CFP', url: 'https://x.example' }] },
      false,
    ],
  ];

  it.each(cases)('%s', (_label, over, shown) => {
    card(over);
    if (shown) expect(badge()).toBeInTheDocument();
    else expect(badge()).not.toBeInTheDocument();
  });
});

describe('the photo', () => {
  it('shows the photo at a fixed size, and the initial letter once it fails to load', () => {
    const { container } = card({
      name: 'rahul Mehta',
      photo_url: 'https://photos.example/rahul.png',
    });
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '64');
    expect(img).toHaveAttribute('height', '64');
    expect(screen.queryByTestId('expert-initial')).not.toBeInTheDocument();
    fireEvent.error(img!);
    expect(container.querySelector('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('expert-initial')).toHaveTextContent('R');
  });

  it('shows the initial letter when there is no photo at all', () => {
    const { container } = card({ name: 'Sameer Deshpande', photo_url: null });
    expect(container.querySelector('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('expert-initial')).toHaveTextContent('S');
  });
});

describe('what a card says', () => {
  it('links to the expert page and lists ARN, experience and languages by name', () => {
    card({ supported_languages: ['en', 'gu', 'mh'], experience: 12 });
    expect(screen.getByRole('link', { name: 'Rahul Mehta' })).toHaveAttribute(
      'href',
      '/experts/718e4a94-72db-52ed-87ab-f81d00f46677-rahul-mehta',
    );
    const facts = screen.getByRole('article');
    expect(within(facts).getByText('ARN-245871')).toBeInTheDocument();
    expect(within(facts).getByText('12 years')).toBeInTheDocument();
    expect(within(facts).getByText('English, Gujarati, Marathi')).toBeInTheDocument();
    expect(within(facts).getByText('Fixed deposits')).toBeInTheDocument();
  });

  it('says when an ARN is still being verified, or missing', () => {
    const { unmount } = card({ arn: '318204', arn_status: 'pending' });
    expect(screen.getByText('ARN-318204 (verification pending)')).toBeInTheDocument();
    unmount();
    card({ arn: null, arn_status: 'pending' });
    expect(screen.getByText('Not yet registered')).toBeInTheDocument();
  });

  it("offers the claim only on an unclaimed listing, and opens the claim modal with the listing's ARN", async () => {
    const { store, unmount } = card({ claimable: false });
    expect(screen.queryByRole('button', { name: /claim this profile/i })).not.toBeInTheDocument();
    unmount();
    const claimable = card({ claimable: true, arn: '187340' });
    await userEvent.click(screen.getByRole('button', { name: /claim this profile/i }));
    expect(claimable.store.getState().ui.expertClaimModal).toEqual({
      open: true,
      step: 'arn',
      arn: '187340',
    });
    expect(store.getState().ui.expertClaimModal.open).toBe(false);
  });
});
