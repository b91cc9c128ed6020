/**
 * What the V3.1 errors reference says about each error, written fresh from the raise sites: when it is raised and
 * what the caller should do. Keyed by the error's name; where one family declares two errors of the same name with
 * different parameters, by the canonical signature instead (`Name(address,uint256)`). The signature, selector and
 * raise sites are not written here: they come from the source (see ../README or the extractor).
 * Text is short Markdown: inline `code` and [links](/path) only.
 */
export interface ErrorText {
  /** When it is raised: the condition, in the contract's terms, with the functions through which it reaches a caller. */
  when: string;
  /** What the caller should do. */
  action: string;
}

export type ErrorTexts = Readonly<Record<string, ErrorText>>;
