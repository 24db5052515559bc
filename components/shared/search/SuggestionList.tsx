// The listbox of the search combobox: options grouped under headings (Funds, Articles, Videos, Questions,
// Experts), in the same order as arrow keys walk them (ARIA APG grouped listbox).
import type { SearchHit } from '@/services/search.api';
import { groupHits, hitDetail, hitLabel } from './searchGroups';
import styles from './Search.module.scss';

export interface SuggestionListProps {
  id: string;
  hits: SearchHit[];
  open: boolean;
  activeIndex: number;
  optionId: (index: number) => string;
  onPick: (hit: SearchHit) => void;
  onHover: (index: number) => void;
}

export default function SuggestionList({ id, hits, open, activeIndex, optionId, onPick, onHover }: SuggestionListProps) {
  // Each group's options continue the numbering of the one before, as the arrow keys walk them.
  const groups = groupHits(hits).map((group, i, all) => ({
    ...group,
    first: all.slice(0, i).reduce((n, g) => n + g.hits.length, 0),
  }));
  return (
    <div role="listbox" id={id} aria-label="Suggestions" className={styles.listbox} hidden={!open}>
      {groups.map((group) => (
        <div key={group.index} role="group" aria-labelledby={`${id}-${group.index}`} className={styles.group}>
          <div role="presentation" id={`${id}-${group.index}`} className={styles.groupHeading}>
            {group.heading}
          </div>
          {group.hits.map((hit, i) => {
            const index = group.first + i;
            const detail = hitDetail(hit);
            return (
              <div
                key={`${hit._index}:${hit._id ?? String(hit._source?.id ?? index)}`}
                role="option"
                id={optionId(index)}
                aria-selected={index === activeIndex}
                className={styles.option}
                // mousedown would move focus off the input and close the list before the click lands
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => onHover(index)}
                onClick={() => onPick(hit)}
              >
                <span className={styles.optionLabel}>{hitLabel(hit)}</span>
                {/* a space, so that the option's name reads 'Fund Direct Plan', not 'FundDirect Plan' */}
                {detail && <span className={styles.optionDetail}> {detail}</span>}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** The hits in the order the list shows them, which is the order arrow keys move through. */
export function orderedHits(hits: SearchHit[]): SearchHit[] {
  return groupHits(hits).flatMap((g) => g.hits);
}
