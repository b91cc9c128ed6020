import React, { type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { usePageState, usePageStore } from './pageStateContext';
import { ALL_ID, FILTER_ID, HINT_ID } from './urlState';
import styles from './styles.module.css';

/**
 * The filter's label and box. What the box matches is a line of text under it (its description, FilterOptions),
 * which stays on screen while typing, not a placeholder. `input`: how the box holds its text (React's value and
 * handlers, or the text it starts with).
 */
export function FilterField({ box, input }: { box: RefObject<HTMLInputElement | null>; input: Pick<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'onKeyDown'> }): ReactNode {
  return (
    <>
      <label htmlFor={FILTER_ID} className={styles.filterLabel}>
        Filter
      </label>
      <span className={styles.filterField}>
        <span className={styles.filterBox}>
          <input ref={box} id={FILTER_ID} type="search" className={`text-input ${styles.filterInput}`} {...input} aria-describedby={HINT_ID} autoComplete="off" spellCheck={false} />
        </span>
      </span>
    </>
  );
}

/** What follows the box: its Clear button, the "All networks" switch and the line that says what the box matches. */
export function FilterOptions({ onClear, clearDisabled }: { onClear: () => void; clearDisabled: boolean }): ReactNode {
  const store = usePageStore();
  const all = usePageState('all');
  return (
    <>
      <button type="button" className="button button--sm button--secondary" onClick={onClear} disabled={clearDisabled}>
        Clear
      </button>
      <label className={styles.allToggle}>
        <input id={ALL_ID} type="checkbox" checked={all} onChange={(e) => store.set({ all: e.target.checked })} /> All networks
      </label>
      <p id={HINT_ID} className={styles.hint}>
        Matches any part of a name, badge, table title or address; every word must match.
      </p>
    </>
  );
}
