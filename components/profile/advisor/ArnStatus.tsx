import RegisteredAdvisorBadge from '@/components/shared/RegisteredAdvisorBadge';
import Badge from '@/components/ui/Badge';
import { arnStatusOf, hasValidArn } from '@/utils/advisor';
import type { AdvisorProfileView } from '@/utils/experts/profileWire';
import styles from './AdvisorProfile.module.scss';

interface ArnStatusProps {
  profile: AdvisorProfileView;
  today?: Date | string;
}

/** The ARN's state as AMFI's register answered it, and the registered badge when the rule holds. */
export default function ArnStatus({ profile, today }: ArnStatusProps) {
  const validated = arnStatusOf(profile) === 'validated';
  const current = hasValidArn(profile, today);
  return (
    <div className={styles.status}>
      {profile.arn ? (
        <span>
          ARN-{profile.arn}{' '}
          {!validated && <Badge tone="warning">ARN pending</Badge>}
          {validated && current && <Badge tone="gain">ARN validated, valid till {profile.arn_valid_till}</Badge>}
          {validated && !current && <Badge tone="loss">ARN lapsed on {profile.arn_valid_till}</Badge>}
        </span>
      ) : (
        <Badge tone="neutral">No ARN yet</Badge>
      )}
      <RegisteredAdvisorBadge advisor={profile} today={today} />
    </div>
  );
}
