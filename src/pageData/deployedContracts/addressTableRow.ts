/** A row of an address table as the pages draw it (src/browser/components/AddressTable) and the Markdown versions write it. */
import type { AccessClass } from '../../domain/protocol/access';

export interface AddressTableRow {
  label: string;
  address: string;
  /** Shown after the label: "paused", "zero price feed"… */
  badges?: readonly string[];
  /** May I call this? The row's access class; its reason is the element `describedBy`. */
  access?: { cls: AccessClass; label: string; href: string; describedBy: string };
  /** "Check it yourself": `{network}:{row index}` in the network's /addresses/ JSON. */
  proof?: string;
  /** The ABI of the row's contract at its version (`json`, `ts`: its files), or the words saying there is none. */
  abi?: { text: string; json?: string; ts?: string };
}
