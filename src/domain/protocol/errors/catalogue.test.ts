import { describe, expect, test } from 'vitest';
import { encodeErrorResult, keccak256, parseAbiItem, toBytes } from 'viem';
import {
  allEntries,
  buildFamily,
  type AbiError,
  catalogue,
  catalogueProblems,
  familyById,
  isKnownFunction,
  kebab,
  reasonSlug,
} from './catalogue';
import { FAMILY_IDS } from './types';
import { SOURCES, sourceLabel, sourceUrl } from './sources';
import { sampleValue } from '../../../../tests/helpers/abiSamples';

describe('errors catalogue', () => {
  test('one family per id, each with entries, slugs unique', () => {
    const families = catalogue();
    expect(families.map((f) => f.id)).toEqual([...FAMILY_IDS]);
    expect(new Set(families.map((f) => f.slug)).size).toBe(families.length);
    for (const f of families) {
      expect(f.entries.length, f.id).toBeGreaterThan(0);
      expect(f.path).toBe(`/docs/errors/${f.slug}`);
    }
  });

  test('every selector is the first 4 bytes of the keccak of the canonical signature, and what viem encodes', () => {
    for (const e of allEntries()) {
      expect(e.selector, e.href).toBe(keccak256(toBytes(e.canonical)).slice(0, 10));
      const item = parseAbiItem(e.signature) as AbiError;
      const args = item.inputs.map((p, i) => sampleValue(p, i + 1));
      expect(encodeErrorResult({ abi: [item], errorName: item.name, args: args as never }).slice(0, 10), e.href).toBe(e.selector);
    }
  });

  test('well-known selectors come out right', () => {
    const sel = (family: string, anchor: string) => familyById(family).entries.find((e) => e.anchor === anchor)?.selector;
    expect(sel('library', 'safecast-value-must-be-positive')).toBe('0x08c379a0');
    expect(sel('library', 'panic-0x11')).toBe('0x4e487b71');
    // 1inch SafeERC20 declares `bytes4 private constant _PERMIT_LENGTH_ERROR = 0x68275857; // SafePermitBadLength.selector`:
    // the same hashing gives that value, so it gives SafeTransferFromFailed's too.
    expect(keccak256(toBytes('SafePermitBadLength()')).slice(0, 10)).toBe('0x68275857');
    expect(sel('library', 'safe-transfer-from-failed')).toBe(keccak256(toBytes('SafeTransferFromFailed()')).slice(0, 10));
  });

  test('the catalogue has no problems: raised-by functions exist, anchors unique, selectors unambiguous', () => {
    expect(catalogueProblems()).toEqual([]);
  });

  test('the checks catch a bad entry', () => {
    const facade = familyById('creditFacade');
    const broken = buildFamily({
      ...facade,
      errors: [
        ...facade.errors,
        { signature: 'error NoPermissionException(uint256 permission)', raisedBy: [{ fns: ['CreditFacadeV3.noSuchFunction'], src: facade.errors[0]!.raisedBy[0]!.src }], when: 'x', action: 'y' },
        // Same name, different argument types: a different selector for a name already used is fine,
        // but the anchor collides.
        { signature: 'error NotEnoughCollateralException(uint256)', raisedBy: [], when: '', action: 'y' },
        { signature: 'error NotEnoughCollateralException()', raisedBy: [{ fns: ['CreditManagerV3.fullCollateralCheck'], src: facade.errors[0]!.raisedBy[0]!.src }], when: 'w', action: 'y' },
      ],
    });
    const problems = catalogueProblems([broken]);
    expect(problems).toContain('creditFacade/no-permission-exception: anchor used twice on the page');
    expect(problems).toContain('creditFacade/no-permission-exception: "CreditFacadeV3.noSuchFunction" is not a function in functions.ts');
    expect(problems).toContain('creditFacade/not-enough-collateral-exception: no "raised by"');
    expect(problems).toContain('creditFacade/not-enough-collateral-exception: missing "when" or "what to do"');
  });

  test('entries that share a selector share their signature; Error(string) entries differ by reason', () => {
    const bySelector = new Map<string, Set<string>>();
    for (const e of allEntries()) bySelector.set(e.selector, (bySelector.get(e.selector) ?? new Set()).add(e.canonical));
    for (const [selector, sigs] of bySelector) expect([...sigs], selector).toHaveLength(1);
    const reasons = allEntries().filter((e) => e.reason !== undefined).map((e) => e.reason);
    expect(new Set(reasons).size).toBe(reasons.length);
    const panics = allEntries().filter((e) => e.panic !== undefined).map((e) => e.panic);
    expect(new Set(panics).size).toBe(panics.length);
  });

  test('function references are checked against the real lists', () => {
    expect(isKnownFunction('CreditFacadeV3.multicall')).toBe(true);
    expect(isKnownFunction('PoolV3.depositWithReferral')).toBe(true);
    expect(isKnownFunction('UniswapV3Adapter.exactInputSingle')).toBe(true);
    expect(isKnownFunction('CreditFacadeV3.multical')).toBe(false);
    expect(isKnownFunction('PoolV4.deposit')).toBe(false);
    expect(isKnownFunction('deposit')).toBe(false);
  });

  test('the audit\'s two library errors are documented where integrators meet them', () => {
    const lib = familyById('library');
    const stf = lib.entries.find((e) => e.name === 'SafeTransferFromFailed')!;
    expect(stf.raisedBy.flatMap((r) => r.fns)).toEqual(expect.arrayContaining(['CreditFacadeV3.multicall', 'CreditManagerV3.addCollateral']));
    expect(sourceLabel(stf.origin!)).toBe('SafeERC20.sol:118');
    const cast = lib.entries.find((e) => e.reason === 'SafeCast: value must be positive')!;
    expect(cast.raisedBy.flatMap((r) => r.fns)).toContain('PoolV3.lendCreditAccount');
    expect(sourceUrl(cast.raisedBy[0]!.src)).toBe('https://github.com/Gearbox-protocol/core-v3/blob/v1.51.0/contracts/pool/PoolV3.sol#L577');
  });

  test('the core-v2 messages that accounts of the core-v2 factory revert with have entries, raised where the core-v2 code reverts', () => {
    const af1 = familyById('accountFactory').entries.find((e) => e.reason === 'AF1')!;
    expect(af1.href).toBe('/docs/errors/account-factory#af1');
    expect(af1.raisedBy.flatMap((r) => r.fns)).toEqual(expect.arrayContaining(['CreditFacadeV3.closeCreditAccount', 'AccountFactory.returnCreditAccount']));
    expect(sourceUrl(af1.origin!)).toBe(`https://github.com/Gearbox-protocol/core-v2/blob/${SOURCES['core-v2'].tag}/contracts/core/AccountFactory.sol#L203`);
    const lib = familyById('library');
    for (const reason of ['SafeERC20: ERC20 operation did not succeed', 'SafeERC20: low-level call failed']) {
      const e = lib.entries.find((x) => x.reason === reason)!;
      expect(e.canonical, reason).toBe('Error(string)');
      expect(e.raisedBy.map((r) => `${r.src.repo}/${sourceLabel(r.src)}`), reason).toEqual(Array(3).fill('core-v2/CreditAccount.sol:117'));
      expect(e.raisedBy.flatMap((r) => r.fns), reason).toEqual(expect.arrayContaining(['CreditManagerV3.withdrawCollateral', 'CreditManagerV3.manageDebt', 'CreditManagerV3.liquidateCreditAccount']));
    }
    // SafeTransferFailed says which accounts raise it, and the catch-all no longer sends readers away from Gearbox.
    expect(lib.entries.find((e) => e.name === 'SafeTransferFailed')!.when).toContain('only from a `CreditAccountV3`');
    expect(lib.entries.find((e) => e.anchor === 'error-string')!.when).toContain('Messages can come from Gearbox too');
  });

  test('3.00 and 3.01 configurators: a missing feed is IncorrectPriceFeedException at 3.00, the oracle\'s PriceFeedDoesNotExistException at 3.01', () => {
    const cc = familyById('creditConfigurator');
    const missing = cc.entries.find((e) => e.name === 'PriceFeedDoesNotExistException')!;
    expect(missing.raisedBy.map((r) => `${r.src.repo}/${sourceLabel(r.src)}`)).toEqual(['core-v3/PriceOracleV3.sol:180']);
    const probe = cc.entries.find((e) => e.name === 'IncorrectPriceFeedException')!;
    expect(probe.raisedBy.map((r) => `${r.src.repo}/${sourceLabel(r.src)}`)).toEqual(['core-v3@3.00/CreditConfiguratorV3.sol:188']);
    expect(SOURCES['core-v3@3.00'].tag).toBe('v1.46.3');
  });

  test('anchors are stable, lower-case words', () => {
    expect(kebab('NoPermissionException')).toBe('no-permission-exception');
    expect(kebab('CTokenError')).toBe('c-token-error');
    expect(reasonSlug("SafeCast: value doesn't fit in 128 bits")).toBe('safecast-value-doesnt-fit-in-128-bits');
    for (const e of allEntries()) expect(e.anchor, e.href).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  test('every source points into a pinned repository', () => {
    for (const e of allEntries()) {
      for (const ref of [...(e.origin ? [e.origin] : []), ...e.raisedBy.map((r) => r.src)]) {
        expect(Object.keys(SOURCES)).toContain(ref.repo);
        expect(ref.path, e.href).toMatch(/^contracts\/.+\.sol$/);
        expect(ref.line).toBeGreaterThan(0);
      }
    }
  });
});
