/** A proof button's accessible name is this and the row's label; the dialog reads the label back from it. */
export const PROOF_LABEL_PREFIX = 'Check it yourself: ';
