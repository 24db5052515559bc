import type { GetServerSideProps } from 'next';
import ProfileScreen from '@/components/profile/ProfileScreen';
import { PROFILE_CACHE_CONTROL, type ProfilePageProps, loadProfile } from '@/components/profile/loadProfile';

export const getServerSideProps: GetServerSideProps<ProfilePageProps, { profile: string }> = async ({ params, res }) => {
  const result = await loadProfile(params?.profile);
  if ('props' in result) res.setHeader('Cache-Control', PROFILE_CACHE_CONTROL);
  return result;
};

export default function Page({ profile }: ProfilePageProps) {
  return <ProfileScreen key={profile.id} profile={profile} />;
}
