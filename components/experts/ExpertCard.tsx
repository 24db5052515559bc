import Link from '@/components/ui/Link';
import RegisteredAdvisorBadge from '@/components/shared/RegisteredAdvisorBadge';
import { expertPath } from '@/utils/experts/slug';
import type { PublicExpert } from '@/utils/experts/types';
import ClaimProfileButton from './ClaimProfileButton';
import ExpertPhoto from './ExpertPhoto';
import { ProductTags, arnText, experienceText, languageList } from './ExpertTags';
import styles from './Experts.module.scss';

const MATCH_TEXT = { pincode: 'In your pincode', district: 'In your district', nearby: 'Nearby' };

function place(expert: PublicExpert): string | null {
  const parts = [
    expert.city,
    expert.match ? MATCH_TEXT[expert.match] : null,
    // Only worth saying when it is a real trip; within a city the centre distance means little.
    typeof expert.distance_km === 'number' && expert.distance_km >= 10
      ? `about ${Math.round(expert.distance_km)} km away`
      : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

export interface ExpertCardProps {
  expert: PublicExpert;
  /** The day the registered-advisor rule is judged on (the server's, so the first render matches it). */
  today?: string;
}

export default function ExpertCard({ expert, today }: ExpertCardProps) {
  const href = expertPath(expert.id, expert.name);
  const experience = experienceText(expert.experience);
  const where = place(expert);
  return (
    <article className={styles.card} aria-labelledby={`expert-${expert.id}`}>
      <ExpertPhoto src={expert.photo_url} name={expert.name} />
      <div className={styles.cardBody}>
        <h2 className={styles.name} id={`expert-${expert.id}`}>
          <Link href={href}>{expert.name}</Link>
        </h2>
        <RegisteredAdvisorBadge advisor={expert} today={today} />
        {where && <p className={styles.place}>{where}</p>}
        <dl className={styles.facts}>
          <dt>ARN</dt>
          <dd>{arnText(expert.arn, expert.arn_status)}</dd>
          {experience && (
            <>
              <dt>Experience</dt>
              <dd>{experience}</dd>
            </>
          )}
          {expert.supported_languages.length > 0 && (
            <>
              <dt>Languages</dt>
              <dd>{languageList(expert.supported_languages)}</dd>
            </>
          )}
        </dl>
        <ProductTags products={expert.products} />
        {expert.claimable && <ClaimProfileButton name={expert.name} arn={expert.arn} />}
      </div>
    </article>
  );
}
