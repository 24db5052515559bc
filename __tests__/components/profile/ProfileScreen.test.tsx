import { screen } from '@testing-library/react';
import ProfileScreen from '@/components/profile/ProfileScreen';
import { profileSeo } from '@/components/profile/profileSeo';
import { ASKER_ID, QID, profileFixture } from '../../mocks/handlers/questions';
import { renderWithProviders } from '../../support/render';

const expertProfile = profileFixture({
  id: 'u-rahul',
  name: 'Rahul Mehta',
  city: 'Gurgaon',
  role: 'expert',
  questions: [],
  questions_total: 0,
  expert: {
    id: 'e-1',
    expert_code: 'ZF0101',
    arn_code: '245871',
    arn_status: 'validated',
    arn_valid_till: '29/05/2099',
    certifications: [],
    registered_advisor: true,
    experience: 12,
    supported_languages: ['en', 'hi', 'pj'],
    products: ['mutual-funds'],
    about: 'Goal-based planning. <b>Not bold</b>',
    photo_url: null,
  },
  answers: [{ id: 'a-1', answer: 'Pick the 5th.', likes: 2, created_at: '2025-08-01T10:00:00.000Z', question: { id: QID, slug: 'sip-date-salary', question: 'Which SIP date?' } }],
});

it("shows an investor's questions, linked to their pages", () => {
  renderWithProviders(<ProfileScreen profile={profileFixture()} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vikram Rao');
  expect(screen.getByText('Investor')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Which SIP date should I choose?' })).toHaveAttribute('href', `/questions/${QID}-sip-date-salary`);
  expect(screen.getByText('Vikram Rao has not answered a question yet.')).toBeInTheDocument();
});

it("shows an expert's ARN, badge, languages and answers; their own text stays text", () => {
  const { container } = renderWithProviders(<ProfileScreen profile={expertProfile} />);
  expect(screen.getByText('ARN-245871')).toBeInTheDocument();
  expect(screen.getByText('Registered expert')).toBeInTheDocument();
  expect(screen.getByText('Speaks English, Hindi, Punjabi')).toBeInTheDocument();
  expect(screen.getByText('Goal-based planning. <b>Not bold</b>')).toBeInTheDocument();
  expect(container.querySelector('b')).toBeNull();
  expect(screen.getByRole('link', { name: 'Which SIP date?' })).toHaveAttribute('href', `/questions/${QID}-sip-date-salary#answer-a-1`);
  expect(screen.getByRole('link', { name: 'See Rahul Mehta in the expert directory' })).toHaveAttribute('href', '/experts/e-1-rahul-mehta');
});

describe('profileSeo', () => {
  it('describes an expert as a ProfilePage about a Person', () => {
    const seo = profileSeo(expertProfile);
    expect(seo.noindex).toBe(false);
    expect(seo.title).toBe('Rahul Mehta (ARN-245871), mutual fund distributor in Gurgaon | ZF');
    expect(seo.jsonLd[0]).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: 'Rahul Mehta', identifier: { value: 'ARN-245871' }, address: { addressLocality: 'Gurgaon' } },
    });
  });

  it('gives an investor no Person data and keeps the page out of search indexes', () => {
    const seo = profileSeo(profileFixture());
    expect(seo.noindex).toBe(true);
    expect(seo.path).toBe(`/users/vikram-rao-${ASKER_ID}`);
    expect(JSON.stringify(seo.jsonLd)).not.toMatch(/"Person"|ProfilePage/);
  });
});
