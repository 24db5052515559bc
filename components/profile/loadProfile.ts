// Server-side loading of /users/{name}-{id}: 404 for nobody, a permanent redirect when the name part differs
// from the canonical one (it is cosmetic), else the public profile.
import type { GetServerSidePropsResult } from 'next';
import { type PublicProfile, getPublicProfile } from '@/services/questions.api';
import { profileIdOf, profilePath } from '@/components/shared/profilePaths';

export const PROFILE_CACHE_CONTROL = 'public, s-maxage=300, stale-while-revalidate=86400';

export interface ProfilePageProps {
  profile: PublicProfile;
}

export async function loadProfile(ref: string | undefined): Promise<GetServerSidePropsResult<ProfilePageProps>> {
  const id = profileIdOf(ref);
  if (!id) return { notFound: true };
  const profile = await getPublicProfile(id);
  if (!profile) return { notFound: true };
  const canonical = profilePath(profile);
  if (`/users/${ref}` !== canonical) return { redirect: { destination: canonical, permanent: true } };
  return { props: { profile } };
}
