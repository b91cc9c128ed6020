import React, { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import DataPageLayout from '@site/src/browser/components/DataPageLayout';
import AddressLink from '@site/src/browser/components/AddressLink';
import { explorerAddressUrl } from '@site/src/domain/data/explorer';
import { groupDigits } from '@site/src/domain/data/format';
import { addressKey } from '@site/src/domain/data/address';
import type { LookupIndex, LookupPageData, Place } from '@site/src/pageData/addressIndex';
import { ADDRESS_INDEX_FILE, LOOKUP_INDEX_FILE } from '@site/src/domain/data/paths';
import { networkCount } from '@site/src/pageData/search/address';
import type { AddressCheck } from '@site/src/domain/data/addressInput';
import styles from './styles.module.css';

type Failure = Extract<AddressCheck, { ok: false }>;

/** What the lookup shows. `removed`: invisible characters taken out of the input, said in words. */
type Result =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string; found?: string; badCharacter?: Failure['badCharacter']; removed?: string }
  | { kind: 'unknown'; address: string; removed?: string }
  | { kind: 'found'; address: string; places: Place[]; networks: number; removed?: string };

/** The most of a person's text kept in the URL (`?address=`) when it is not an address. */
const MAX_URL_INPUT = 200;

/** The URL says what the page shows: the address looked up, or the text that was refused (so a reload never shows an older answer). */
function setUrlAddress(value: string) {
  const url = new URL(window.location.href);
  if (value) url.searchParams.set('address', value);
  else url.searchParams.delete('address');
  window.history.replaceState(window.history.state, '', url);
}

/** The index and the checksum code load together, on first use. */
let loading: Promise<[LookupIndex, typeof import('@site/src/domain/data/addressInput')]> | undefined;
function loadLookup() {
  loading ??= Promise.all([
    fetch(LOOKUP_INDEX_FILE).then((r) => {
      if (!r.ok) throw new Error(`the lookup index could not be loaded (HTTP ${r.status})`);
      return r.json() as Promise<LookupIndex>;
    }),
    import('@site/src/domain/data/addressInput'),
  ]);
  return loading;
}

export default function LookupRoute({ data }: { data: LookupPageData }): ReactNode {
  const [input, setInput] = useState('');
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const networkOf = (id: string) => data.networks.find((n) => n.id === id);
  const networkName = (id: string) => networkOf(id)?.name ?? id;
  const explorerOf = (id: string) => networkOf(id)?.explorer ?? '';
  const snapshots = data.networks.filter((n) => n.block !== undefined);

  const run = useCallback(async (text: string) => {
    setResult({ kind: 'loading' });
    try {
      const [index, { checkAddressInput, describeRemoved }] = await loadLookup();
      const check = checkAddressInput(text);
      const removed = check.removed?.length ? { removed: describeRemoved(check.removed) } : {};
      if (!check.ok) {
        setResult({ kind: 'error', message: check.message, found: check.found, badCharacter: check.badCharacter, ...removed });
        setUrlAddress([...text.trim()].slice(0, MAX_URL_INPUT).join(''));
        return;
      }
      const places = index.addresses[addressKey(check.address)];
      setResult(
        places
          ? { kind: 'found', address: check.address, places, networks: networkCount(places, index.networks), ...removed }
          : { kind: 'unknown', address: check.address, ...removed },
      );
      setUrlAddress(check.address);
    } catch (error) {
      setResult({ kind: 'error', message: `The lookup failed: ${(error as Error).message}.` });
    }
  }, []);

  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('address');
    // Text typed before the scripts ran stays the box's text (React would otherwise reset it), and a whole address is looked up at once.
    const typed = inputRef.current?.value.trim() ?? '';
    if (typed && typed !== q) {
      setInput(typed);
      if (/^(0x)?[0-9a-f]{40}$/i.test(typed)) void run(typed);
    } else if (q) {
      setInput(q);
      void run(q);
    }
  }, [run]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(input);
  };

  const grouped = result.kind === 'found' ? [...new Set(result.places.map((p) => p[0]))].map((n) => ({ network: n, places: result.places.filter((p) => p[0] === n) })) : [];
  const label = result.kind === 'found' ? result.places.find((p) => p[2])?.[2] : undefined;

  return (
    <DataPageLayout
      title="Address lookup"
      description="Paste any address to see where it appears in Gearbox Protocol: which network, which contract or role, its label, and links to the explorer and to its page here."
      toc={[]}>
      <h1>Address lookup</h1>
      <noscript>
        <p className={styles.error}>
          The lookup runs in your browser and needs JavaScript. Without it, the <Link to="/">Deployed Contracts</Link> page lists every address, and
          the <a href={ADDRESS_INDEX_FILE}>address files</a> hold them as data.
        </p>
      </noscript>
      <p>
        Paste an address, in any case, to see every place it appears in the snapshots of Mainnet, Arbitrum and Optimism, in the legacy Mainnet V2/V1
        list and on the Gearbox V3.1 pages: core contract, pool, quota keeper, gauge, interest model, credit manager, facade, configurator, adapter or its
        target, price feed, token, admin, emergency liquidator, V3.1 system contract, curator or market contract. The index loads when you first use the box.
      </p>
      <form className={styles.form} onSubmit={submit} role="search">
        <label htmlFor="lookup-address">Address</label>
        <input
          id="lookup-address"
          name="address"
          ref={inputRef}
          className={`text-input ${styles.input}`}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onFocus={() => void loadLookup().catch(() => undefined)}
          placeholder="0x…"
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="button button--primary">
          Look up
        </button>
      </form>
      <div aria-live="polite" className={styles.result}>
        {result.kind === 'loading' && <p>Looking up…</p>}
        {result.kind !== 'idle' && result.kind !== 'loading' && result.removed && (
          <p className={styles.removed}>
            Removed from what you pasted: {result.removed}. {result.kind === 'error' ? 'They cannot be seen and are never part of an address.' : 'They cannot be seen and are never part of an address; the lookup used the rest.'}
          </p>
        )}
        {result.kind === 'error' && (
          <p className={styles.error} role="alert">
            {result.message}
            {result.badCharacter && (
              <>
                {' '}
                The first other character is “<bdi className={styles.echo}>{result.badCharacter.char}</bdi>” ({result.badCharacter.codePoint}).
              </>
            )}
            {result.found && (
              <>
                {' '}
                You entered “<bdi className={styles.echo}>{result.found}</bdi>”.
              </>
            )}
          </p>
        )}
        {result.kind === 'unknown' && (
          <p>
            <code>{result.address}</code> is not a known Gearbox contract in these snapshots (
            {snapshots.map((n, i) => (
              <React.Fragment key={n.id}>
                {i > 0 && ', '}
                {n.name} at block {groupDigits(n.block ?? 0)}
              </React.Fragment>
            ))}
            ), in the legacy Mainnet V2/V1 list or on the Gearbox V3.1 pages.
          </p>
        )}
        {result.kind === 'found' && (
          <>
            <h2>
              {label ? `${label}: ` : ''}
              {result.places.length} place{result.places.length === 1 ? '' : 's'} on {result.networks} network{result.networks === 1 ? '' : 's'}
            </h2>
            <p className={styles.address}>
              <code>{result.address}</code>
            </p>
            {grouped.map((g) => (
              <section key={g.network} aria-labelledby={`net-${g.network}`}>
                <h3 id={`net-${g.network}`}>{networkName(g.network)}</h3>
                <p>
                  <AddressLink address={result.address} explorer={explorerOf(g.network)} label={`${label ?? 'address'} on ${networkName(g.network)}`} />{' '}
                  <a href={explorerAddressUrl(explorerOf(g.network), result.address)} target="_blank" rel="noopener noreferrer">
                    Open in the explorer
                  </a>
                </p>
                <ul>
                  {g.places.map((p) => (
                    <li key={p[1]}>
                      {p[1]}
                      {p[2] && p[2] !== label ? ` (${p[2]})` : ''}
                      {p[3] && (
                        <>
                          {' '}
                          — <Link to={p[3]}>see it on this site</Link>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </div>
    </DataPageLayout>
  );
}
