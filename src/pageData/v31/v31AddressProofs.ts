/**
 * "Check it yourself" for the rows of a V3.1 address-book export (/addresses/v3.1-{network}.json), from that file
 * alone, as src/pageData/addressProofs.ts does for V3.0: the address provider is the file's row of that role and its
 * entries the file's; a curator's, market's or credit suite's part (`part`) says which configurator, register, pool
 * or manager it hangs from (`curator`, `market`, `creditManager`), and the register of a curator is its row of that
 * part. The read is src/domain/proofs/v31.ts's, at the block of the state the row was read from.
 *
 * The browser builds the dialog this way, on demand, from the file (src/browser/client/proofDialogView.ts); the
 * build gives a row a button only where this yields a proof (./proofButtons.ts), so a dialog never lacks one.
 * Browser-safe: types only from the export and the V3.1 model.
 */
import type { Address } from 'viem';
import { sameAddress } from '../../domain/data/address';
import type { ProofRead, RenderOptions } from '../../domain/proofs/proof';
import { v31ProofFor, v31RenderOptions, type V31ProofContext, type V31ProofSubject } from '../../domain/proofs/v31';
import { isV31Role, type V31Role } from '../../domain/protocol/v31Roles';
import type { AddressBookFile, ExportRow } from '../addressExport';

/** A row's proof, with how to render it (its state's block) and the row's V3.1 role, if it has one. */
export interface V31FileProof {
  subject: V31ProofSubject;
  proof: ProofRead;
  options: RenderOptions;
  role?: V31Role;
}

/** The file's address provider and its entries (the newest state's), or undefined without them. */
export function v31FileContext(file: AddressBookFile): V31ProofContext | undefined {
  const addressProvider = file.rows.find((r) => r.role === 'v31AddressProvider')?.address as Address | undefined;
  return addressProvider ? { addressProvider, entries: file.addressProviderEntries } : undefined;
}

/** The row of `part` that belongs to `curator`'s curator. */
const partOf = (file: AddressBookFile, part: ExportRow['part'], curator: string | undefined): ExportRow | undefined =>
  curator === undefined ? undefined : file.rows.find((r) => r.part === part && r.curator !== undefined && sameAddress(r.curator, curator));

/**
 * What the proof of `row` needs, and the block of the state it is read from; undefined for a row no read proves, or
 * when the file lacks what the read needs. A market configurator (from the networks file, without a block) is read at
 * the block of its curator's other rows: a curator without a market held has none, and no proof.
 */
export function v31FileSubject(file: AddressBookFile, row: ExportRow): { subject: V31ProofSubject; block: number } | undefined {
  const address = row.address as Address;
  const at = (subject: V31ProofSubject | undefined, block: number | undefined) => (subject && block !== undefined ? { subject, block } : undefined);
  if (row.key !== undefined && row.version !== undefined) return at({ kind: 'addressProviderEntry', address, key: row.key, version: row.version }, row.block);
  const curator = row.curator as Address | undefined;
  const register = partOf(file, 'contractsRegister', curator)?.address as Address | undefined;
  switch (row.part) {
    case 'marketConfigurator':
      return at({ kind: 'marketConfigurator', address }, partOf(file, 'acl', curator)?.block);
    case 'acl':
    case 'contractsRegister':
    case 'treasury':
      return at(curator && { kind: row.part, address, configurator: curator }, row.block);
    case 'pool':
      return at(register && { kind: 'pool', address, contractsRegister: register }, row.block);
    case 'manager': {
      const pool = row.market as Address | undefined;
      return at(register && pool && { kind: 'creditManager', address, contractsRegister: register, pool }, row.block);
    }
    case 'facade':
    case 'configurator': {
      const creditManager = row.creditManager as Address | undefined;
      return at(creditManager && { kind: row.part === 'facade' ? 'creditFacade' : 'creditConfigurator', address, creditManager }, row.block);
    }
    default:
      return undefined;
  }
}

/** The proof of row `index` of `file`, or undefined where none can be made (nor rendered: a network without an RPC variable). */
export function v31FileProof(file: AddressBookFile, index: number, ctx = v31FileContext(file)): V31FileProof | undefined {
  const row = file.rows[index];
  const found = row && ctx && v31FileSubject(file, row);
  if (!row || !found) return undefined;
  const proof = v31ProofFor(found.subject, ctx);
  const options = v31RenderOptions({ network: file.networkName, block: found.block });
  if (!proof || !options) return undefined;
  return { subject: found.subject, proof, options, ...(isV31Role(row.role) ? { role: row.role } : {}) };
}

/** The proof of every row, index for index. */
export function v31FileProofs(file: AddressBookFile): (V31FileProof | undefined)[] {
  const ctx = v31FileContext(file);
  return file.rows.map((_, i) => v31FileProof(file, i, ctx));
}
