import Head from 'next/head';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import Skeleton from '@/components/ui/Skeleton';
import Stepper from '@/components/ui/Stepper';
import { errorMessage } from '@/services/http/errors';
import { useGetAdvisorProfileQuery } from '@/store/api/profile';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { FINAL_STAGE, profileStageChosen, selectProfile } from '@/store/profileSlice';
import ArnStatus from './ArnStatus';
import Stage1Form from './Stage1Form';
import Stage2Form from './Stage2Form';
import Stage3Form from './Stage3Form';
import styles from './AdvisorProfile.module.scss';

export const PROFILE_STAGES = ['Profile details', 'Capabilities and languages', 'Certifications'] as const;
export const PROFILE_COMPLETE = 'Your profile is complete.';

/** `/expert-profile/profile` (Account Settings): the advisor's profile in three stages, each saved on its own. */
export default function AdvisorProfileScreen({ today }: { today?: Date | string }) {
  const dispatch = useAppDispatch();
  const { error, refetch } = useGetAdvisorProfileQuery();
  const { profileData: profile, stage } = useAppSelector(selectProfile);

  return (
    <div className={styles.page}>
      <Head>
        <title>Account settings | ZF</title>
      </Head>
      <h1 className={styles.heading}>Account settings</h1>
      {!profile && error && (
        <Card>
          <p role="alert">{errorMessage(error)}</p>
          <Button onClick={() => void refetch()}>Try again</Button>
        </Card>
      )}
      {!profile && !error && <Skeleton height={320} />}
      {profile && (
        <>
          <ArnStatus profile={profile} today={today} />
          <Stepper steps={PROFILE_STAGES} current={stage - 1} label="Profile stages" />
          <Card title={stage >= FINAL_STAGE ? 'Done' : PROFILE_STAGES[stage - 1]}>
            {stage === 1 && <Stage1Form profile={profile} />}
            {stage === 2 && <Stage2Form profile={profile} />}
            {stage === 3 && <Stage3Form profile={profile} />}
            {stage >= FINAL_STAGE && (
              <div className={styles.form}>
                <p role="status">{PROFILE_COMPLETE}</p>
                <Button variant="secondary" onClick={() => dispatch(profileStageChosen(1))}>
                  Edit profile
                </Button>
              </div>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
