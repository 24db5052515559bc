import Breadcrumbs from '@/components/seo/Breadcrumbs';
import SeoHead, { siteOrigin } from '@/components/seo/SeoHead';
import RegisteredAdvisorBadge from '@/components/shared/RegisteredAdvisorBadge';
import { ButtonLink } from '@/components/ui/Button';
import {
  directoryCrumbs,
  expertDescription,
  expertPageJsonLd,
  expertTitle,
} from '@/utils/experts/seo';
import { expertPath } from '@/utils/experts/slug';
import type { PublicExpert } from '@/utils/experts/types';
import ClaimProfileButton from './ClaimProfileButton';
import ContactExpert from './ContactExpert';
import ExpertPhoto from './ExpertPhoto';
import { ProductTags, arnText, experienceText, languageList } from './ExpertTags';
import styles from './Experts.module.scss';

export interface ExpertProfileProps {
  expert: PublicExpert;
  /** YYYY-MM-DD: the day the registered-advisor badge is judged on. */
  today: string;
}

/** /experts/{id}-{slug}: one expert's public page. */
export default function ExpertProfile({ expert, today }: ExpertProfileProps) {
  const experience = experienceText(expert.experience);
  const cityHref = expert.city ? `/experts?city=${encodeURIComponent(expert.city)}` : '/experts';
  return (
    <div className={styles.page}>
      <SeoHead
        title={expertTitle(expert)}
        description={expertDescription(expert)}
        path={expertPath(expert.id, expert.name)}
        jsonLd={expertPageJsonLd(siteOrigin(), expert)}
      />
      <Breadcrumbs crumbs={directoryCrumbs(expert)} />
      <div className={styles.profile}>
        <article>
          <header className={styles.profileHead}>
            <ExpertPhoto src={expert.photo_url} name={expert.name} size={96} />
            <div>
              <h1>{expert.name}</h1>
              <p className={styles.place}>
                Mutual fund distributor{expert.city ? ` in ${expert.city}` : ''}
              </p>
              <RegisteredAdvisorBadge advisor={expert} today={today} />
            </div>
          </header>
          {expert.about && (
            <section className={styles.section}>
              <h2>About</h2>
              <p>{expert.about}</p>
            </section>
          )}
          <section className={styles.section}>
            <h2>Registration</h2>
            <dl className={styles.facts}>
              <dt>ARN</dt>
              <dd>{arnText(expert.arn, expert.arn_status)}</dd>
              {expert.arn_valid_till && (
                <>
                  <dt>Valid till</dt>
                  <dd>{expert.arn_valid_till}</dd>
                </>
              )}
              {experience && (
                <>
                  <dt>Experience</dt>
                  <dd>{experience}</dd>
                </>
              )}
              {expert.city && (
                <>
                  <dt>City</dt>
                  <dd>{expert.city}</dd>
                </>
              )}
              {expert.supported_languages.length > 0 && (
                <>
                  <dt>Languages</dt>
                  <dd>{languageList(expert.supported_languages)}</dd>
                </>
              )}
            </dl>
          </section>
          {expert.certifications.length > 0 && (
            <section className={styles.section}>
              <h2>Certifications</h2>
              <ul>
                {expert.certifications.map((c) => (
                  <li key={`${c.name}-${c.url}`}>
                    {/^https?:\/\//i.test(c.url) ? (
                      <a href={c.url} rel="nofollow noopener noreferrer" target="_blank">
                        {c.name}
                      </a>
                    ) : (
                      c.name
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {expert.products.length > 0 && (
            <section className={styles.section}>
              <h2>Helps with</h2>
              <ProductTags products={expert.products} />
            </section>
          )}
        </article>
        <aside className={styles.aside} aria-label={`Contact ${expert.name}`}>
          <ContactExpert id={expert.id} name={expert.name} />
          {expert.claimable && <ClaimProfileButton name={expert.name} arn={expert.arn} />}
          <ButtonLink href={cityHref} variant="text">
            More experts{expert.city ? ` in ${expert.city}` : ''}
          </ButtonLink>
        </aside>
      </div>
    </div>
  );
}
