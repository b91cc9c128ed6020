import React, { type ReactNode } from 'react';
import styles from './styles.module.css';
import { PROOF_LABEL_PREFIX } from './label';

interface Props {
  /** Where the dialog finds the row: `proofSpec` (src/domain/data/paths.ts), `{book}:{row index}` in /addresses/{book}.json. */
  proof: string;
  /** What the row is, for the accessible name (the dialog's title reads it back). */
  label: string;
}

/**
 * "Check it yourself": opens a dialog with a one-line on-chain proof of the row's address. The button
 * carries no React state and no command: one delegated listener (src/browser/client/proofDialog.ts) loads the
 * code and the row's data when it is first pressed, so server HTML that is not yet live works too.
 */
export default function ProofButton({ proof, label }: Props): ReactNode {
  // The row's address is not repeated here: the dialog reads it from the row and checks it found the same row.
  return (
    <button type="button" className={styles.check} data-proof={proof} aria-haspopup="dialog" aria-label={`${PROOF_LABEL_PREFIX}${label}`}>
      Check
    </button>
  );
}
