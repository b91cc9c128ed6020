import React, { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import DataPageLayout from '@site/src/browser/components/DataPageLayout';
import { groupDigits } from '@site/src/domain/data/format';
import { ERRORS_DOCS } from '@site/src/domain/data/paths';
import { echoInput } from '@site/src/domain/revertDecoder/input';
import type { DecodedArg, DecodedCall, DecodedError, DecodedValue, DecodeResult, OtherSelector } from '@site/src/domain/revertDecoder/decode';
import { versionsLabel, type Version } from '@site/src/domain/protocol/errors/versions';
import type { DecodeTable, TableLink } from '@site/src/domain/protocol/errors/decoderTable';
import type { DecodePageData } from '@site/src/pageData/decodePage';
import styles from './styles.module.css';

interface Props {
  data: DecodePageData;
}

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'done'; result: DecodeResult };

/** The table and the decoding code (viem) load together, on first use. */
let loading: Promise<[DecodeTable, typeof import('@site/src/domain/revertDecoder/decode')]> | undefined;
function loadDecoder(url: string) {
  loading ??= Promise.all([
    fetch(url).then((r) => {
      if (!r.ok) throw new Error(`the decoder's table could not be loaded (HTTP ${r.status})`);
      return r.json() as Promise<DecodeTable>;
    }),
    import('@site/src/domain/revertDecoder/decode'),
  ]);
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

function setUrlData(value: string) {
  const url = new URL(window.location.href);
  if (value) url.searchParams.set('data', value);
  else url.searchParams.delete('data');
  window.history.replaceState(window.history.state, '', url);
}

export default function DecodeRoute({ data }: Props): ReactNode {
  const [input, setInput] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const latest = useRef(0);
  const location = useLocation();

  const run = useCallback(
    async (text: string) => {
      const ticket = ++latest.current;
      if (!text.trim()) {
        setStatus({ kind: 'idle' });
        setUrlData('');
        return;
      }
      setStatus((s) => (s.kind === 'done' ? s : { kind: 'loading' }));
      try {
        const [table, { decode }] = await loadDecoder(data.tableUrl);
        if (ticket !== latest.current) return;
        setStatus({ kind: 'done', result: decode(text, table) });
        setUrlData(text.trim());
      } catch (error) {
        if (ticket === latest.current) setStatus({ kind: 'failed', message: `The decoder could not start: ${(error as Error).message}.` });
      }
    },
    [data.tableUrl],
  );

  // The URL holds the input: decode it on arrival and on back/forward between inputs.
  useEffect(() => {
    const q = new URLSearchParams(location.search).get('data');
    if (q !== null) {
      setInput(q);
      void run(q);
    }
  }, [location.search, run]);

  const change = (text: string) => {
    setInput(text);
    void run(text);
  };

  // Text pasted or typed before the scripts ran is decoded at hydration (the URL's data, if any, was applied above).
  const boxRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const typed = boxRef.current?.value ?? '';
    if (typed && new URLSearchParams(window.location.search).get('data') === null) change(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(input);
  };

  return (
    <DataPageLayout
      title="Revert data decoder"
      description="Paste revert data, calldata or a 4-byte selector from a Gearbox V3.0 or V3.1 call: get the error or function with its version, its decoded arguments, the inner calls of a multicall, and a link to the errors reference."
      toc={[]}>
      <h1>Revert data decoder</h1>
      <p>
        Paste the revert data of a failed Gearbox V3 call (<code>0x</code>, a 4-byte selector, then the arguments), calldata you are about to send, or a
        bare selector. The decoder names the error or function, decodes the arguments, shows each inner call of a multicall, and links to the entry in
        the <Link to={ERRORS_DOCS}>errors reference</Link>. It knows the errors of V3.0 ({data.errors} from {data.families} families) and of V3.1 (
        {data.v31Errors} from {data.v31Families} families), says which version an error belongs to, and shows the other selector when the other
        version gave the error other parameters. It knows the V3.0 functions of the credit facade, credit manager, pool, quota keeper, gauge, price
        oracle, bot list and adapters. Everything runs in your browser; its table loads when you first use the box.
      </p>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor="decode-input">Revert data, calldata or selector</label>
        <textarea
          ref={boxRef}
          id="decode-input"
          className={`text-input ${styles.input}`}
          value={input}
          rows={4}
          onChange={(e) => change(e.target.value)}
          onFocus={() => void loadDecoder(data.tableUrl).catch(() => undefined)}
          placeholder="0x…"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-describedby="decode-status"
        />
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            Decode
          </button>
          {input && (
            <button type="button" className="button button--secondary" onClick={() => change('')}>
              Clear
            </button>
          )}
        </div>
      </form>
      {data.examples.length > 0 && (
        <p className={styles.examples}>
          Examples:{' '}
          {data.examples.map((ex, i) => (
            <React.Fragment key={ex.label}>
              {i > 0 && ' · '}
              <a
                href={`/decode?data=${ex.data}`}
                onClick={(e) => {
                  e.preventDefault();
                  change(ex.data);
                }}>
                {ex.label}
              </a>
            </React.Fragment>
          ))}
        </p>
      )}
      <p id="decode-status" className={styles.status} aria-live="polite">
        {statusLine(status)}
      </p>
      {status.kind === 'failed' && (
        <p className={styles.error} role="alert">
          {status.message}
        </p>
      )}
      {status.kind === 'done' && <ResultView result={status.result} input={input} />}
    </DataPageLayout>
  );
}

function statusLine(status: Status): string {
  if (status.kind === 'loading') return 'Loading the decoder…';
  if (status.kind !== 'done') return '';
  const r = status.result;
  if (!r.ok) return 'Not decoded: see the message below.';
  if (r.selectorOnly) return `Selector ${r.selector}: ${r.matches.length} match${r.matches.length === 1 ? '' : 'es'}.`;
  const names = [...r.errors.map((e) => `error ${e.name}`), ...r.functions.map((f) => `call ${f.name}`)];
  return `Decoded: ${names.join(', ')}.`;
}

function ResultView({ result, input }: { result: DecodeResult; input: string }): ReactNode {
  const removed = result.removed.length > 0 && (
    <p className={styles.note}>Removed from the input: {result.removed.join(', ')}.</p>
  );
  if (!result.ok) {
    return (
      <div className={styles.result}>
        <p className={styles.echo}>
          You entered: <bdi className={styles.code}>{echoInput(input)}</bdi>
        </p>
        {removed}
        <p className={styles.error} role="alert">
          {result.message}
        </p>
      </div>
    );
  }
  const bytes = (result.hex.length - 2) / 2;
  return (
    <div className={styles.result}>
      <p className={styles.echo}>
        Decoded {bytes} byte{bytes === 1 ? '' : 's'}: <bdi className={styles.code}>{echoInput(result.hex)}</bdi>
      </p>
      {removed}
      {result.selectorOnly && (
        <section aria-labelledby="decode-selector">
          <h2 id="decode-selector">
            Selector <code>{result.selector}</code>
          </h2>
          <p>This is only a selector. Paste the full revert data or calldata to see the arguments.</p>
          <ul>
            {result.matches.map((m) => (
              <li key={`${m.kind}:${m.signature}`}>
                {m.kind === 'error' ? 'Error' : 'Function'} <code className={styles.sig}>{m.signature}</code>
                {m.contracts.length > 0 && <> of {m.contracts.join(', ')}</>}
                {m.versions && <VersionLine versions={m.versions} />}
                <EntryLinks name={m.signature.slice(0, m.signature.indexOf('('))} links={m.links} />
                {m.others && <OtherSelectors others={m.others} />}
              </li>
            ))}
          </ul>
        </section>
      )}
      {result.errors.map((e) => (
        <ErrorView key={e.signature} error={e} />
      ))}
      {result.functions.map((f, i) => (
        <section key={`${f.signature}:${i}`} aria-labelledby={`decode-fn-${i}`}>
          <h2 id={`decode-fn-${i}`}>
            Call <code>{f.name}</code>
          </h2>
          <CallBody call={f} />
        </section>
      ))}
    </div>
  );
}

function EntryLinks({ name, links, generic }: { name: string; links: readonly TableLink[]; generic?: boolean }): ReactNode {
  if (links.length === 0) return null;
  return (
    <p className={styles.links}>
      {generic ? 'This message or code is not listed by name; see ' : links.length === 1 ? 'In the errors reference: ' : 'In the errors reference, on each page that lists it: '}
      {links.map(([label, href], i) => (
        <React.Fragment key={href}>
          {i > 0 && ', '}
          <Link to={href}>
            {name} on the {label} page
          </Link>
        </React.Fragment>
      ))}
    </p>
  );
}

function ErrorView({ error }: { error: DecodedError }): ReactNode {
  const id = `decode-error-${error.name}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        Error <code>{error.name}</code>
      </h2>
      <p>
        <code className={styles.sig}>{error.signature}</code>, selector <code>{error.selector}</code>
        {error.meaning && <>: {error.meaning}</>}
      </p>
      <VersionLine versions={error.versions} />
      <EntryLinks name={error.name} links={error.links} generic={error.generic} />
      <OtherSelectors others={error.others} />
      {error.args.length > 0 && <ArgList args={error.args} />}
      <ExtraBytes count={error.extraBytes} />
    </section>
  );
}

function VersionLine({ versions }: { versions: readonly Version[] }): ReactNode {
  if (versions.length === 0) return null;
  return <p className={styles.version}>Gearbox {versionsLabel(versions)}</p>;
}

/** Errors of the same name under other selectors: the other version's signature, or another family's error. */
function OtherSelectors({ others }: { others: readonly OtherSelector[] }): ReactNode {
  if (others.length === 0) return null;
  return (
    <div className={styles.others}>
      <p>Same name, other selector:</p>
      <ul>
        {others.map((o) => (
          <li key={o.selector}>
            {versionsLabel(o.versions)}: <code className={styles.sig}>{o.signature}</code>, selector <code>{o.selector}</code>
            {o.links.map(([label, href]) => (
              <React.Fragment key={href}>
                {' · '}
                <Link to={href}>{label}</Link>
              </React.Fragment>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

function CallBody({ call }: { call: DecodedCall }): ReactNode {
  return (
    <>
      <p>
        <code className={styles.sig}>{call.signature}</code>, selector <code>{call.selector}</code>, a function of {call.contracts.join(', ')}
      </p>
      {call.args.length > 0 ? <ArgList args={call.args} /> : <p>No arguments.</p>}
      <ExtraBytes count={call.extraBytes} />
    </>
  );
}

function ExtraBytes({ count }: { count: number }): ReactNode {
  if (count === 0) return null;
  return (
    <p className={styles.note}>
      {count} byte{count === 1 ? '' : 's'} after the arguments were ignored.
    </p>
  );
}

function ArgList({ args }: { args: readonly DecodedArg[] }): ReactNode {
  return (
    <ul className={styles.args}>
      {args.map((a, i) => (
        <li key={i}>
          <span className={styles.argName}>{a.name ?? `argument ${i + 1}`}</span> <span className={styles.argType}>{a.type}</span>{' '}
          <ValueView value={a.value} />
        </li>
      ))}
    </ul>
  );
}

function ValueView({ value }: { value: DecodedValue }): ReactNode {
  switch (value.kind) {
    case 'address':
      return (
        <>
          <code className={styles.code}>{value.value}</code>{' '}
          <Link className={styles.small} to={`/lookup?address=${value.value}`}>
            look up
          </Link>
        </>
      );
    case 'number':
      return (
        <>
          <code className={styles.code}>{groupDigits(value.value)}</code>
          {value.hint && <span className={styles.hint}> ({value.hint})</span>}
        </>
      );
    case 'bool':
      return <code>{String(value.value)}</code>;
    case 'string':
      return (
        <q>
          <bdi>{value.value}</bdi>
        </q>
      );
    case 'bytes':
      if (value.call) {
        return (
          <div className={styles.inner}>
            <p className={styles.innerTitle}>
              Inner call <code>{value.call.name}</code>
            </p>
            <CallBody call={value.call} />
          </div>
        );
      }
      return <code className={styles.code}>{value.value === '0x' ? '0x (empty)' : value.value}</code>;
    case 'array':
      if (value.items.length === 0) return <span>empty list</span>;
      return (
        <ol className={styles.items} start={0}>
          {value.items.map((item, i) => (
            <li key={i}>
              <ValueView value={item} />
            </li>
          ))}
        </ol>
      );
    case 'tuple':
      return <ArgList args={value.fields} />;
  }
}
