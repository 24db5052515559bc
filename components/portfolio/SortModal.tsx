import Modal from '@/components/ui/Modal';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { portfolioModalClosed, selectPortfolioView, sortChosen } from '@/store/portfolioSlice';
import { SORT_OPTIONS } from './sortHoldings';
import styles from './Portfolio.module.scss';

/** Sort holdings by: Current Value (default), Invested, Gain or Name; choosing closes the modal. */
export default function SortModal() {
  const dispatch = useAppDispatch();
  const { showSortModal, sortBy } = useAppSelector(selectPortfolioView);
  return (
    <Modal open={showSortModal} onClose={() => dispatch(portfolioModalClosed('sort'))} title="Sort holdings by">
      <fieldset className={styles.options}>
        <legend className="visually-hidden">Sort holdings by</legend>
        {SORT_OPTIONS.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name="portfolio-sort"
              value={option.value}
              checked={sortBy.value === option.value}
              onChange={() => dispatch(sortChosen(option))}
            />{' '}
            {option.name}
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
