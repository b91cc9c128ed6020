import React, { type ReactNode } from 'react';
import { usePageState, usePageStore } from './pageStateContext';
import { ALL_ID, HINT_ID } from './urlState';
import styles from './styles.module.css';

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
