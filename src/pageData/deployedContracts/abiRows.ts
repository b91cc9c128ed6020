/**
 * Issue 35's part of the rows model (pure, like accessRows.ts): each row's ABI, the link to its contract's ABI at its
 * own version or the words saying there is none (src/pageData/abiLinks.ts). A table carries one character per row
 * (`PageTable.abi`), the index, base 36, of the row's entry in the page's short list of them (`PageBelowTables.abis`).
 */
import type { AddressTableRow } from './addressTableRow';
import type { PageNetwork } from '../deployedContractsPage';

/** A row's character when the page shows nothing of its ABI (its version not known, an external feed). */
export const NO_ABI_SHOWN = '-';

/** A row's ABI as the page shows it: the words (`ABI 3.01`, `no single ABI for 3.00: its releases differ`), and the JSON and TypeScript files when there is one. */
export type PageAbi = [text: string, json?: string, ts?: string];

/** `rows[t][i]` with the ABI of row i of table t added, where its table carries them. */
export function withAbi(net: PageNetwork, abis: readonly PageAbi[], rows: AddressTableRow[][]): AddressTableRow[][] {
  return net.tables.map((t, ti) =>
    (rows[ti] ?? []).map((row, i) => {
      const code = t.abi?.[i];
      const entry = code === undefined || code === NO_ABI_SHOWN ? undefined : abis[parseInt(code, 36)];
      if (!entry) return row;
      const [text, json, ts] = entry;
      return { ...row, abi: json && ts ? { text, json, ts } : { text } };
    }),
  );
}
