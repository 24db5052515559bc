import Button from '@/components/ui/Button';
import { useBulkAddStepUpMutation, useGetStepUpRecommendationsQuery } from '@/store/api/cart';
import { abbreviateINR, paiseToRupees } from '@/utils/money';
import styles from './Cart.module.scss';

const short = (paise: number) => abbreviateINR(paiseToRupees(paise));

/**
 * For SIPs without a step-up: what a 10 % yearly step-up would add over 10 years (at 12 % a year, the server's
 * sum), and one button that adds it to each. Nothing is added without that click.
 */
export default function StepUpOffer({ userId, collectionId }: { userId: string; collectionId: string }) {
  const { data } = useGetStepUpRecommendationsQuery({ user_id: userId, collection_id: collectionId });
  const [addStepUps, { isLoading, error }] = useBulkAddStepUpMutation();
  const offers = data?.recommendations ?? [];
  if (offers.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="stepup-offer">
      <h2 id="stepup-offer">Grow your SIPs with a yearly step-up</h2>
      <ul className={styles.items}>
        {offers.map((o) => (
          <li key={o.item_id}>
            {o.scheme_name}: raising {short(o.amount_paise)} by {o.step_up_percent} % a year could grow to about{' '}
            {short(o.corpus_with_paise)} in {o.years} years, against {short(o.corpus_without_paise)} without
            (assuming 12 % a year; returns are not assured).
          </li>
        ))}
      </ul>
      {error ? <p className={styles.error} role="alert">We could not add the step-up just now.</p> : null}
      <div className={styles.row}>
        <Button
          variant="secondary"
          loading={isLoading}
          onClick={() =>
            void addStepUps({
              user_id: userId,
              items: offers.map((o) => ({ item_id: o.item_id, step_up_percent: o.step_up_percent })),
            })
          }
        >
          Add a {offers[0].step_up_percent} % yearly step-up to {offers.length === 1 ? 'this SIP' : 'these SIPs'}
        </Button>
      </div>
    </section>
  );
}
