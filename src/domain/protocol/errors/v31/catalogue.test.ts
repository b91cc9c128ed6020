import { describe, expect, test } from 'vitest';
import { encodeErrorResult, keccak256, parseAbiItem, toBytes } from 'viem';
import { allEntries as v30Entries, type AbiError } from '../catalogue';
import { sampleValue } from '../../../../../tests/helpers/abiSamples';
import { EXTRACT_V30, EXTRACT_V31 } from './extract.generated';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSourceLink, SOURCES } from '../sources';
import { gitTree, mirrorOf } from '../../../../cli/errorsV31/sourceTrees';
import { textProblems, v31AllEntries, v31Catalogue, v31FamilyById, v31GroupPages, V31_GROUPS, V31_GROUP_IDS, type V31GroupId } from './catalogue';

/**
 * The families whose every error must have its text. Turn a family on here once its text is merged
 * (text/permissionless.ts, text/integrations.ts, text/periphery.ts).
 */
const TEXT_REQUIRED: readonly V31GroupId[] = ['core', 'permissionless', 'integrations', 'periphery'];
/** The families whose messages (`Error(string)`, keyed by the quoted message) must have text too. */
const MESSAGE_TEXT_REQUIRED: readonly V31GroupId[] = ['core', 'permissionless', 'integrations', 'periphery'];

describe('V3.1 errors catalogue', () => {
  test('one family per repository, its pages together showing each of its errors and messages once, paths under /docs/errors/v3.1/', () => {
    expect(V31_GROUPS.map((g) => g.id)).toEqual([...V31_GROUP_IDS]);
    const pages = v31Catalogue();
    expect(new Set(pages.map((p) => p.id)).size).toBe(pages.length);
    for (const group of V31_GROUPS) {
      const own = v31GroupPages(group.id);
      expect(own.map((p) => p.id)).toEqual(group.pages.map((p) => p.id));
      // Only the last page takes what no rule claims.
      expect(group.pages.map((p) => p.rule === undefined)).toEqual(group.pages.map((_, i) => i === group.pages.length - 1));
      for (const p of own) {
        expect(p.path).toBe(`/docs/errors/v3.1/${p.id}`);
        expect(p.entries.length, p.id).toBeGreaterThan(0);
        for (const e of p.entries) expect(e.href.startsWith(`${p.path}#`), e.href).toBe(true);
      }
      expect(own.flatMap((p) => p.errors).map((e) => e.canonical).sort()).toEqual(EXTRACT_V31.errors.filter((e) => e.repo === group.repo).map((e) => e.canonical).sort());
      expect(own.flatMap((p) => p.messages).map((e) => e.reason).sort()).toEqual(EXTRACT_V31.reasons.filter((r) => r.repo === group.repo).map((r) => r.reason).sort());
    }
  });

  test('pages split by where an error is raised or declared: a credit facade error on the facade page, an adapter interface\'s on an adapters page', () => {
    const pageOf = (name: string, group = 'core') => v31AllEntries().find((e) => e.name === name && e.group === group)?.page;
    expect(pageOf('NoPermissionException')).toBe('core/credit-facade');
    expect(pageOf('NotEnoughCollateralException')).toBe('core/credit-manager');
    expect(pageOf('IncorrectLimitsException')).toBe('core/credit-configurator');
    expect(pageOf('CreditManagerCantBorrowException')).toBe('core/debt-and-quotas');
    expect(pageOf('SeizedLessThanRequiredException')).toBe('core/liquidations');
    expect(pageOf('InvalidBotException')).toBe('core/bots-and-accounts');
    expect(pageOf('InsufficientVotesException')).toBe('core/pools');
    expect(pageOf('StalePriceException')).toBe('core/prices-and-access');
    expect(pageOf('InvalidPathException', 'integrations')).toBe('integrations/dex-adapters');
    expect(pageOf('NotEnoughToClaimException', 'integrations')).toBe('integrations/staking-and-vaults');
    expect(pageOf('AuditorIsNotApprovedException', 'permissionless')).toBe('permissionless/bytecode-repository');
  });

  test('every selector is the keccak of its canonical signature, and what viem encodes', () => {
    for (const e of v31AllEntries()) {
      expect(e.selector, e.href).toBe(keccak256(toBytes(e.canonical)).slice(0, 10));
      const item = parseAbiItem(e.signature) as AbiError;
      const args = e.reason !== undefined ? [e.reason] : item.inputs.map((p, i) => sampleValue(p, i + 1));
      expect(encodeErrorResult({ abi: [item], errorName: item.name, args: args as never }).slice(0, 10), e.href).toBe(e.selector);
    }
  });

  test('anchors are unique on each page and are lower-case words; one selector never has two signatures', () => {
    const bySelector = new Map<string, string>();
    for (const f of v31Catalogue()) {
      const anchors = f.entries.map((e) => e.anchor);
      expect(new Set(anchors).size, f.id).toBe(anchors.length);
      for (const e of f.entries) {
        expect(e.anchor, e.href).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        const seen = bySelector.get(e.selector);
        if (seen) expect(seen, e.href).toBe(e.canonical);
        bySelector.set(e.selector, e.canonical);
      }
    }
    // And none clashes with a V3.0 selector of another signature.
    for (const e of v30Entries()) {
      const seen = bySelector.get(e.selector);
      if (seen) expect(seen, e.href).toBe(e.canonical);
    }
  });

  test('version tags: the issue\'s example changed its selector; an unchanged error keeps it; new errors are absent from V3.0', () => {
    const core = v31AllEntries().filter((e) => e.group === 'core');
    const blte = core.find((e) => e.name === 'BalanceLessThanExpectedException')!;
    expect(blte.selector).toBe('0xce0e3f5b');
    expect(blte.v30.kind).toBe('changed');
    if (blte.v30.kind !== 'changed') return;
    expect(blte.v30.matches.map((m) => [m.readable, m.selector])).toEqual([['BalanceLessThanExpectedException()', '0x07edf617']]);
    expect(blte.v30.matches[0]!.entries.map((e) => e.href)).toContain('/docs/errors/credit-facade#balance-less-than-expected-exception');
    const np = core.find((e) => e.name === 'NoPermissionException')!;
    expect(np.v30.kind === 'same' && np.v30.match.selector).toBe(np.selector);
    const v30Names = new Set([...EXTRACT_V30.errors.map((e) => e.name), ...v30Entries().map((e) => e.name)]);
    for (const e of v31AllEntries().filter((x) => x.reason === undefined)) {
      if (e.v30.kind === 'new') expect(v30Names.has(e.name), e.href).toBe(false);
      else expect(v30Names.has(e.name), e.href).toBe(true);
    }
  });

  test('(d) the V3.1 extract and the V3.0 catalogue agree on every error present in both', () => {
    const v31 = v31AllEntries().filter((e) => e.reason === undefined);
    const customs = v30Entries().filter((e) => e.reason === undefined && e.panic === undefined && e.name !== 'Error' && e.name !== 'Panic');
    let same = 0;
    let changed = 0;
    for (const old of customs) {
      for (const e of v31.filter((x) => x.name === old.name)) {
        if (e.canonical === old.canonical) {
          same++;
          expect(e.v30.kind, `${e.href} vs ${old.href}`).toBe('same');
          if (e.v30.kind === 'same') expect(e.v30.match.entries.map((x) => x.href)).toContain(old.href);
          // Same signature: the same parameter names too, so the decoder's one parameter text serves both versions.
          expect(e.readable, e.href).toBe(old.readable);
        } else {
          changed++;
          // Another signature in V3.1: the tag shows the V3.0 selector of the catalogue's entry.
          const matches = e.v30.kind === 'changed' ? e.v30.matches : e.v30.kind === 'same' ? [e.v30.match] : [];
          expect(matches.map((m) => m.selector), e.href).toContain(old.selector);
        }
      }
    }
    expect(same).toBeGreaterThan(50);
    expect(changed).toBeGreaterThan(0);
    // Every custom error of the V3.0 catalogue that V3.0's core-v3 or integrations-v3 declares, it declares with that signature.
    const v30Declared = new Map(EXTRACT_V30.errors.map((e) => [e.name, new Set<string>()]));
    for (const e of EXTRACT_V30.errors) v30Declared.get(e.name)?.add(e.canonical);
    for (const old of customs) {
      const sigs = v30Declared.get(old.name);
      if (sigs) expect([...sigs], old.href).toContain(old.canonical);
    }
  });

  test('every raise site and declaration points into a pinned source', () => {
    for (const e of v31AllEntries()) {
      for (const at of [...e.declared, ...e.raised]) {
        expect(at.path, e.href).toMatch(/^contracts\/.+\.sol$/);
        expect(at.line).toBeGreaterThan(0);
      }
    }
  });
});

describe('V3.1 errors texts', () => {
  test('no text for an error that is not declared (every family)', () => {
    for (const id of V31_GROUP_IDS) expect(textProblems(id).unknown, `${id}: text keys without a declared error or message`).toEqual([]);
  });

  test.each(TEXT_REQUIRED)('every %s error has its text', (id) => {
    const { missing } = textProblems(id);
    expect(missing, `${id}: errors without text (add them to text/${id}.ts): ${missing.join(', ')}`).toEqual([]);
  });

  test('every citation in a text names a pinned source and a line that exists there (core-v3 3.10 always; git sources where their mirror is)', () => {
    const root = path.resolve(__dirname, '../../../../..');
    const trees = new Map<string, ReturnType<typeof gitTree> | undefined>();
    let checked = 0;
    for (const f of v31Catalogue()) {
      for (const e of f.entries) {
        for (const t of e.text ? [e.text.when, e.text.action] : []) {
          for (const m of t.matchAll(/\]\((src:[^)\s]+)\)/g)) {
            const ref = parseSourceLink(m[1] as string);
            expect(typeof ref === 'string' ? ref : '', `${e.href}: ${m[1]}`).toBe('');
            if (typeof ref === 'string') continue;
            const to = ref.endLine ?? ref.line;
            let text: string | undefined;
            if (ref.repo === 'core-v3@3.10') text = readFileSync(path.join(root, 'node_modules/@gearbox-protocol/core-v3', ref.path), 'utf8');
            else if (!SOURCES[ref.repo].tag.startsWith('npm:') && mirrorOf(ref.repo)) {
              if (!trees.has(ref.repo)) trees.set(ref.repo, gitTree(ref.repo));
              text = trees.get(ref.repo)?.read(ref.path);
            }
            if (text === undefined) continue;
            const lines = text.split('\n');
            expect(to, `${e.href}: ${m[1]}`).toBeGreaterThanOrEqual(ref.line);
            expect(to, `${e.href}: ${m[1]} is past the end of the file`).toBeLessThanOrEqual(lines.length);
            expect(lines.slice(ref.line - 1, to).join('').trim(), `${e.href}: ${m[1]} cites blank lines`).not.toBe('');
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  test.each(MESSAGE_TEXT_REQUIRED)('every %s message has its text', (id) => {
    const { missingMessages } = textProblems(id);
    expect(missingMessages, `${id}: messages without text (add them to text/${id}.ts, keyed by the quoted message): ${missingMessages.join(', ')}`).toEqual([]);
  });

  test('texts are filled in: a condition and an action, inline Markdown only', () => {
    for (const f of v31Catalogue()) {
      for (const e of f.entries) {
        if (!e.text) continue;
        expect(e.text.when.trim().length, e.href).toBeGreaterThan(20);
        expect(e.text.action.trim().length, e.href).toBeGreaterThan(5);
        for (const t of [e.text.when, e.text.action]) expect(t, e.href).not.toMatch(/https?:\/\/github\.com|\n\n|^#|<[a-z]/);
      }
    }
  });
});
