import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { MalformedAddressError, addressKey, isZeroAddress, sameAddress } from './address';
import { feedAnchor, tokenAnchor, v31CreditSuitePath, v31MarketPath } from './paths';

const SRC = path.resolve(__dirname, '../..');

describe('address equality and keys', () => {
  test('any case is the same address, and finds the same key', () => {
    const checksummed = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
    expect(sameAddress(checksummed, checksummed.toLowerCase())).toBe(true);
    expect(sameAddress(checksummed, '0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe(false);
    expect(() => sameAddress(checksummed, '0x1234')).toThrow(MalformedAddressError);
    expect(() => sameAddress('USDC', checksummed)).toThrow(MalformedAddressError);
    expect(addressKey(checksummed)).toBe(addressKey(checksummed.toUpperCase().replace('0X', '0x')));
    expect(isZeroAddress('0x0000000000000000000000000000000000000000')).toBe(true);
  });
});

/**
 * `.toLowerCase()` on something that names an address, outside ./address.ts: the receiver's last name part says
 * address, token, WETH, feed, target, adapter, owner, admin, signer, account, contract, facade, manager, degen NFT or pool,
 * or is one of the short names the code gives addresses (a, b, k, v, value, id).
 */
const ADDRESS_LIKE = /(address|addr|token|weth|feed|target|adapter|owner|admin|zapper|signer|account|contract|facade|manager|degen|pool)[\w$]*$|^(a|b|k|v|value|id)$|\.(a|id)$/i;

/** Lower-casing that is not an address key, with why. Keyed by file (relative to src/) and the receiver as written. */
const NOT_ADDRESSES: Readonly<Record<string, string>> = {
  'domain/data/paths.ts address': "tokenAnchor, v31MarketPath and v31CreditSuitePath: an address key spelled in place, so paths.ts stays dependency-free in every page's main script (importing ./address.ts adds 383 bytes to it); tested below to equal addressKey",
  'domain/data/paths.ts token': 'feedAnchor: as tokenAnchor',
  'domain/proofs/proof.ts a': 'inside the text of a JavaScript check the proof dialog shows the reader, not a comparison the site makes',
};

/** Every `.toLowerCase()` in the source outside ./address.ts, the lean folder and the tests, with its receiver. */
function lowerCasings(): { file: string; line: number; receiver: string }[] {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return full === path.join(SRC, 'lean') ? [] : files(full);
      return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
    });
  const out: { file: string; line: number; receiver: string }[] = [];
  const RECEIVER = /([A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*|\[[^\]]*\]|\([^()]*\))*)\.toLowerCase\(\)/g;
  for (const full of files(SRC)) {
    const file = path.relative(SRC, full).split(path.sep).join('/');
    if (file === 'domain/data/address.ts') continue;
    readFileSync(full, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        for (const m of text.matchAll(RECEIVER)) out.push({ file, line: i + 1, receiver: (m[1] ?? '').replace(/\([^()]*\)$/, '') });
      });
  }
  return out;
}

describe('addresses are compared and keyed only through ./address.ts', () => {
  test('no .toLowerCase() on an address elsewhere in src (use sameAddress or addressKey)', () => {
    const all = lowerCasings();
    // The scan sees the source: lower-casing of other text is everywhere (slugs, queries, hashes).
    expect(all.length).toBeGreaterThan(10);
    const offending = all.filter((c) => ADDRESS_LIKE.test(c.receiver) && !(`${c.file} ${c.receiver}` in NOT_ADDRESSES)).map((c) => `${c.file}:${c.line} ${c.receiver}.toLowerCase()`);
    expect(offending).toEqual([]);
  });

  test('the allow-list holds only lower-casings the scan flags and that are still there', () => {
    const seen = new Set(lowerCasings().filter((c) => ADDRESS_LIKE.test(c.receiver)).map((c) => `${c.file} ${c.receiver}`));
    expect(Object.keys(NOT_ADDRESSES).filter((k) => !seen.has(k))).toEqual([]);
  });

  test("the page anchors that spell an address key in place spell it as addressKey does", () => {
    const mixed = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
    expect(tokenAnchor(mixed)).toBe(`token-${addressKey(mixed)}`);
    expect(feedAnchor(mixed)).toBe(`feed-${addressKey(mixed)}`);
    expect(tokenAnchor(mixed)).toBe(tokenAnchor(mixed.toLowerCase()));
    expect(v31MarketPath('mainnet', mixed)).toBe(`/v3.1/mainnet/markets/${addressKey(mixed)}`);
    expect(v31CreditSuitePath('mainnet', mixed)).toBe(`/v3.1/mainnet/credit-suites/${addressKey(mixed)}`);
  });

  test('the scan catches the old spellings', () => {
    for (const receiver of ['row.address', 'a', 'b', 'e.address', 'token', 'cm.facade.address', 'k', 'value', 'e.id', 'book.network.weth', 'degenNFT', 'l.address', 'm.accountFactory']) {
      expect(ADDRESS_LIKE.test(receiver), receiver).toBe(true);
    }
    for (const receiver of ['t.title', 'query.trim()', 'text', 'hash', 'words.label.charAt(0)', 'e.key']) expect(ADDRESS_LIKE.test(receiver.replace(/\([^()]*\)$/, '')), receiver).toBe(false);
  });
});
