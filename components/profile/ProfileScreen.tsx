import Head from 'next/head';
import Link from '@/components/ui/Link';
import RegisteredAdvisorBadge from '@/components/shared/RegisteredAdvisorBadge';
import UserText from '@/components/shared/UserText';
import Breadcrumbs from '@/components/seo/Breadcrumbs';
import SeoHead from '@/components/seo/SeoHead';
import Badge from '@/components/ui/Badge';
import type { PublicProfile } from '@/services/questions.api';
import { expertPath } from '@/utils/experts/slug';
import { istDay } from '@/utils/dates/ist';
import { languageName } from '@/utils/language';
import { questionUrlPath } from '@/utils/seo/contentPaths';
import { initialLetter } from '@/utils/text';
import { profileName, profileSeo } from './profileSeo';
import styles from './Profile.module.scss';

const day = (iso: string | null) => istDay(iso);

/** Cut long text for a list; the full text is on the question's page. */
function preview(text: string, max = 280): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** /users/{name}-{id}: who the person is and what they asked and answered. Nothing private is in the data. */
export default function ProfileScreen({ profile }: { profile: PublicProfile }) {
  const seo = profileSeo(profile);
  const name = profileName(profile);
  const expert = profile.expert;
  return (
    <div className={styles.page}>
      <SeoHead title={seo.title} description={seo.description} path={seo.path} jsonLd={seo.jsonLd} ogType="profile" />
      {seo.noindex && (
        <Head>
          <meta name="robots" content="noindex, follow" />
        </Head>
      )}
      <Breadcrumbs crumbs={[{ name: 'Home', path: '/' }, { name: 'Questions', path: '/questions' }, { name, path: seo.path }]} />
      <header className={styles.head}>
        <span className={styles.avatar} aria-hidden="true">
          {initialLetter(profile.name)}
        </span>
        <div>
          <h1>{name}</h1>
          <p className={styles.meta}>
            <span>{expert ? 'Expert' : 'Investor'}</span>
            {profile.city && <span>{profile.city}</span>}
            {profile.member_since && <span>Member since {day(profile.member_since)}</span>}
          </p>
        </div>
      </header>
      {expert && (
        <section className={styles.expert} aria-label="Expert details">
          <p className={styles.meta}>
            {expert.arn_code && <Badge tone="accent">ARN-{expert.arn_code}</Badge>}
            <RegisteredAdvisorBadge advisor={expert} />
            {expert.experience !== null && <span>{expert.experience} years of experience</span>}
            {expert.supported_languages.length > 0 && <span>Speaks {expert.supported_languages.map(languageName).join(', ')}</span>}
          </p>
          {expert.about && <UserText text={expert.about} />}
          <Link href={expertPath(expert.id, profile.name)}>See {name} in the expert directory</Link>
        </section>
      )}
      <section className={styles.section} aria-labelledby="asked-heading">
        <h2 id="asked-heading">Questions asked ({profile.questions_total})</h2>
        {profile.questions.length ? (
          <ul className={styles.list}>
            {profile.questions.map((q) => (
              <li key={q.id}>
                <Link href={questionUrlPath(q.id, q.slug)}>{preview(q.question, 200)}</Link>
                <span className={styles.muted}>
                  {day(q.created_at)} · {q.answers_count} answer{q.answers_count === 1 ? '' : 's'}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{name} has not asked a question yet.</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="answered-heading">
        <h2 id="answered-heading">Answers ({profile.answers.length})</h2>
        {profile.answers.length ? (
          <ul className={styles.list}>
            {profile.answers.map((a) => (
              <li key={a.id}>
                <Link href={`${questionUrlPath(a.question.id, a.question.slug)}#answer-${a.id}`}>{preview(a.question.question, 200)}</Link>
                <UserText text={preview(a.answer)} />
                <span className={styles.muted}>
                  {day(a.created_at)} · {a.likes} like{a.likes === 1 ? '' : 's'}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{name} has not answered a question yet.</p>
        )}
      </section>
    </div>
  );
}
