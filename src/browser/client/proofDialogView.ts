/**
 * The "Check it yourself" dialog, built in the browser when a row's button is pressed: it fetches the
 * network's /addresses/{network}.json (the page's own export, same build), finds the row, and renders the
 * registry read that proves it (src/domain/proofs/proof.ts, the same code the tests run against a local chain)
 * as a Foundry command and a viem snippet, with the row's access class and which functions fall where.
 * A V3.1 row (its spec names a V3.1 book, /addresses/v3.1-{network}.json) is proved the same way from its book
 * (src/pageData/v31/v31AddressProofs.ts, src/domain/proofs/v31.ts), at the block of the state it was read from.
 */
import { callText, castCommand, RPC_URL_VARIABLE, viemSnippet, type ProofRead, type RenderOptions } from '../../domain/proofs/proof';
import { ACCESS, ACCESS_CLASS_INFO, accessDocsHref, accessOfAny, type Access } from '../../domain/protocol/access';
import { isContractRole } from '../../domain/protocol/roles';
import type { AddressBookFile } from '../../pageData/addressExport';
import { proofContext, proofSubject } from '../../pageData/addressProofs';
import { v31FileProof } from '../../pageData/v31/v31AddressProofs';
import { isProofNetwork, proofOf } from '../../domain/proofs/proof';
import { addressBookFile, parseProofSpec } from '../../domain/data/paths';
import { sameAddress } from '../../domain/data/address';
import { PROOF_LABEL_PREFIX } from '../components/ProofButton/label';
import cssModule from './proofDialog.module.css';
import { copyStatusRegion } from './copyButtons';

/** The stylesheet's classes (all defined in proofDialog.module.css). */
const styles = cssModule as unknown as Record<'dialog' | 'head' | 'title' | 'close' | 'body' | 'access' | 'functions' | 'codeHead' | 'codeTitle' | 'copy' | 'code' | 'address' | 'note' | 'context', string>;

const files = new Map<string, Promise<AddressBookFile>>();

function load(network: string): Promise<AddressBookFile> {
  let file = files.get(network);
  if (!file) {
    const url = addressBookFile(network, 'json');
    file = fetch(url).then((r) => {
      if (!r.ok) throw new Error(`${url} answered ${r.status}`);
      return r.json() as Promise<AddressBookFile>;
    });
    file.catch(() => files.delete(network));
    files.set(network, file);
  }
  return file;
}

/** A DOM element with text children (never HTML: labels come from data). */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'class') node.className = v;
    else node.setAttribute(k, v);
  }
  node.append(...children);
  return node;
}

let counter = 0;

function codeBlock(title: string, code: string, what: string): HTMLElement[] {
  const id = `proof-code-${++counter}`;
  const copy = el('button', { type: 'button', class: `button button--sm button--secondary ${styles.copy}`, 'data-copy': code, 'data-what': what, 'aria-label': `Copy ${what}` }, 'Copy');
  return [
    el('div', { class: styles.codeHead }, el('h3', { id, class: styles.codeTitle }, title), copy),
    // Wrapped, never scrolled sideways: no need to be focusable.
    el('pre', { class: styles.code }, el('code', {}, code)),
  ];
}

interface Found {
  /** The read and how to render it (block and network), or undefined where none proves the row. */
  proof: { read: ProofRead; options: RenderOptions } | undefined;
  networkName: string;
  access: Access | undefined;
}

async function find(spec: string, address: string): Promise<Found> {
  const { book, index, v31 } = parseProofSpec(spec);
  if (!v31 && !isProofNetwork(book)) throw new Error(`unknown network "${book}"`);
  const file = await load(book);
  const row = file.rows[index];
  if (!row || !sameAddress(row.address, address)) throw new Error(`row ${index} of ${addressBookFile(book, 'json')} is not ${address}; reload the page`);
  if (v31) {
    // The build gives a V3.1 row a button only where its book proves it (src/pageData/v31/proofButtons.ts).
    const p = v31FileProof(file, index);
    return { proof: p && { read: p.proof, options: p.options }, networkName: file.networkName, access: p?.role && accessOfAny(p.role) };
  }
  if (!isProofNetwork(book)) throw new Error(`unknown network "${book}"`);
  const ctx = proofContext(file);
  const subject = proofSubject(file, row);
  const read = ctx && subject ? proofOf(subject, ctx) : undefined;
  return { proof: read && { read, options: { block: file.block, network: book } }, networkName: file.networkName, access: isContractRole(row.role) ? ACCESS[row.role] : undefined };
}

function content(label: string, found: Found): Node[] {
  const { networkName, access: a } = found;
  const out: Node[] = [];
  if (a) {
    const info = ACCESS_CLASS_INFO[a.class];
    out.push(el('p', { class: styles.access }, el('a', { href: accessDocsHref(a.class) }, info.label), `: ${a.reason}`));
    if (a.functions.length > 1) {
      out.push(
        el(
          'ul',
          { class: styles.functions, 'aria-label': 'Which functions fall in which class' },
          ...a.functions.map((g) => el('li', {}, el('strong', {}, ACCESS_CLASS_INFO[g.class].label), ` (${g.caller}): `, el('code', {}, g.functions.join(', ')))),
        ),
      );
    }
  }
  if (!found.proof) {
    out.push(el('p', {}, 'No registry read proves this row: the data lacks the entry it would need.'));
    return out;
  }
  const { read: proof, options: opts } = found.proof;
  const network = opts.network;
  const holds = proof.match === 'contains' ? 'returns a list that holds ' : 'returns ';
  out.push(
    el(
      'p',
      {},
      'Reads ',
      el('code', {}, callText(proof)),
      ` on ${proof.contractName} (`,
      el('code', { class: styles.address }, proof.contract),
      `) at block ${opts.block.toLocaleString('en-US')} of ${networkName}; it ${holds}`,
      el('code', { class: styles.address }, proof.expected),
      '.',
    ),
    ...codeBlock('Foundry (cast)', castCommand(proof, opts), `cast command for ${label}`),
    ...codeBlock('viem (Node 18+, ES module)', viemSnippet(proof, opts), `viem snippet for ${label}`),
    el('p', { class: styles.note }, `Set `, el('code', {}, `$${RPC_URL_VARIABLE[network]}`), ' to an RPC endpoint of an archive node: it must serve state at that block.'),
  );
  return out;
}

/** The row the button sits in: its label (from the button's name) and its address (the row's explorer link). */
function rowOf(button: HTMLButtonElement): { label: string; address: string; table: string } {
  const name = button.getAttribute('aria-label') ?? '';
  const label = name.startsWith(PROOF_LABEL_PREFIX) ? name.slice(PROOF_LABEL_PREFIX.length) : 'this address';
  const link = button.closest('tr')?.querySelector('td a[href*="/address/"]');
  // The table's heading ("Credit Manager Trade USDC Tier 1"), without its direct-link character.
  const heading = document.getElementById(button.closest('table')?.getAttribute('aria-labelledby') ?? '');
  const table = (heading?.firstChild?.textContent ?? '').replace(/\u200b/g, '').trim();
  return { label, address: link?.textContent?.trim() ?? '', table };
}

export async function openProofDialog(button: HTMLButtonElement): Promise<void> {
  const { label, address, table } = rowOf(button);
  const titleId = `proof-title-${++counter}`;
  const close = el('button', { type: 'button', class: `clean-btn ${styles.close}`, 'aria-label': 'Close' }, '×');
  const body = el('div', { class: styles.body });
  const dialog = el(
    'dialog',
    { class: styles.dialog, 'aria-labelledby': titleId },
    el('div', { class: styles.head }, el('h2', { id: titleId, class: styles.title }, `Check it yourself: ${label}`, ...(table ? [el('span', { class: styles.context }, ` (${table})`)] : [])), close),
    body,
    // Where its copy buttons say what they did (src/browser/client/copyButtons.ts): outside a modal dialog, nothing is announced.
    copyStatusRegion(),
  );
  try {
    body.append(...content(label, await find(button.dataset.proof ?? '', address)));
  } catch (error) {
    body.append(el('p', { role: 'alert' }, `Could not build the command: ${(error as Error).message}`));
  }
  close.addEventListener('click', () => dialog.close());
  // A press on the backdrop (outside the dialog's box) closes it too.
  dialog.addEventListener('click', (e) => {
    if (e.target !== dialog) return;
    const r = dialog.getBoundingClientRect();
    if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) dialog.close();
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (button.isConnected) button.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}
