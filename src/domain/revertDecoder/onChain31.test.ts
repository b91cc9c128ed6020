/**
 * The documented V3.1 reverts, triggered on a real V3.1 market and decoded by the site's decoder.
 *
 * The market (tests/helpers/protocol31.ts) is core-v3 3.10 compiled from npm @gearbox-protocol/core-v3 1.52.1 and
 * deployed on anvil with the parameters of a Mainnet V3.1 USDC market from the shared states; its ACL, contracts
 * register, address provider and price feed store are stand-ins (the permissionless repository is not published), its
 * tokens, price feeds and bots are mocks. Every revert is produced by calling the credit facade (or, where the
 * reference says so, the manager, pool or bot list) as an integrator would, and read with viem's `call`.
 *
 * For each revert the expected entry is read from the V3.1 errors reference (src/domain/protocol/errors/v31/catalogue),
 * and the decoder must give its name, signature, argument names and types, the values the chain implies, a link to the
 * entry, and the version tag the reference states for it; the entry's raise sites must include where it came from.
 *
 * The same deployment also holds the V3.1 docs' page on rate keepers to the chain (the market's TumblerV3, and a gauge
 * market of the same curator with a real GaugeV3 and GearStakingV3: the site's gaugeRate against the gauge's rates from
 * real votes, epochs by anvil's clock, who may push rates and when), adding the gauge's and staking's documented reverts
 * to the tally; and runs "Check it yourself" (src/domain/proofs/v31.ts) for every row of the deployment the site can
 * prove without a market configurator, counting the reads answered by real 3.10 contracts apart from the stand-ins'.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  encodeAbiParameters,
  encodeDeployData,
  encodeFunctionData,
  hexToString,
  maxUint256,
  parseAbi,
  parseAbiItem,
  stringToHex,
  toFunctionSelector,
  zeroAddress,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { sameAddress } from '../data/address';
import { gaugeRate } from '../protocol/gauge';
import { castCommand, humanReadable, RPC_URL_VARIABLE, viemSnippet, type ProofRead } from '../proofs/proof';
import { v31ProofContext, v31ProofFor, v31RenderOptions, v31Subjects, type V31ProofKind } from '../proofs/v31';
import type { V31Market, V31State } from '../v31/states';
import { allEntries, type AbiError, type CatalogueEntry } from '../protocol/errors/catalogue';
import { buildDecodeTable } from '../protocol/errors/decodeTable';
import type { DecodeTable } from '../protocol/errors/decoderTable';
import { v31AllEntries, type V31Entry } from '../protocol/errors/v31/catalogue';
import { versionsLabel, type Version } from '../protocol/errors/versions';
import { decode, type DecodedError, type DecodedValue } from './decode';
import { CORE_V3_10_DEPLOY_FILES } from '../../cli/abi/deployUnits';
import { rpcClient } from '../../../tests/helpers/chain';
import { bashBatch, CAST_PATH, castReturned, returned, runSnippets, shapeOf } from '../../../tests/helpers/proofRun';
import { deployV31Market, facadeCall, methodSelector, multicallPermission, type MultiCall, type V31Deployment } from '../../../tests/helpers/protocol31';

const ROOT = path.resolve(__dirname, '../../..');

// What the browser gets: the table after a JSON round trip.
const table: DecodeTable = JSON.parse(JSON.stringify(buildDecodeTable()));

let m: V31Deployment;
let deployMs = 0;
beforeAll(async () => {
  const started = performance.now();
  m = await deployV31Market();
  deployMs = performance.now() - started;
}, 180_000);
afterAll(async () => {
  await m?.stop();
});

/** Catalogue entries whose revert was triggered and decoded here, by href, with how many times. */
const triggered = new Map<string, number>();

/** The V3.1 core entry of an error (or of a message), as the errors reference lists it. */
function documented(name: string, reason?: string): V31Entry {
  const found = v31AllEntries().filter((e) => e.group === 'core' && e.name === name && e.reason === reason);
  if (found.length !== 1) throw new Error(`the V3.1 core reference has ${found.length} entries for ${reason ?? name}`);
  return found[0] as V31Entry;
}

/** The version tag the reference gives: V3.1, and V3.0 too when V3.0 has the same signature (for a message: when the V3.0 reference lists it). */
function documentedVersions(e: V31Entry): Version[] {
  const inV30 = e.reason !== undefined ? allEntries().some((o) => o.reason === e.reason) : e.v30.kind === 'same';
  return inV30 ? ['3.0', '3.1'] : ['3.1'];
}

type Expected = string | bigint | Hex;

function valueMatches(value: DecodedValue, expected: Expected): boolean {
  if (value.kind === 'address') return typeof expected === 'string' && sameAddress(value.value, expected);
  if (value.kind === 'number') return typeof expected === 'bigint' && BigInt(value.value) === expected;
  if (value.kind === 'bytes' || value.kind === 'string') return typeof expected === 'string' && value.value.toLowerCase() === expected.toLowerCase();
  return false;
}

/**
 * Decodes revert data and holds it to the reference: the entry's name and signature, its argument names and types, the
 * given argument values, a link to the entry, the documented version tag, and (when given) a raise site listed there.
 */
function expectDocumented(data: Hex, e: V31Entry, args: Record<string, Expected> = {}, raisedIn?: string): DecodedError {
  const result = decode(data, table);
  if (!result.ok) throw new Error(`${e.heading}: the decoder failed: ${result.message}`);
  const [err] = result.errors;
  if (!err) throw new Error(`${e.heading}: the decoder matched no error for ${data.slice(0, 10)}`);
  expect(err.selector, e.heading).toBe(e.selector);
  expect(err.name, e.heading).toBe(e.name);
  const inputs = (parseAbiItem(e.signature) as AbiError).inputs;
  // Argument names and types as the entry declares them (a message entry declares `Error(string)` without a name).
  if (e.reason === undefined) expect(err.args.map((a) => [a.name, a.type]), e.heading).toEqual(inputs.map((p) => [p.name, p.type]));
  else expect(err.args.map((a) => a.type), e.heading).toEqual(inputs.map((p) => p.type));
  for (const [name, value] of Object.entries(args)) {
    const arg = err.args.find((a) => a.name === name);
    expect(arg, `${e.heading}: argument ${name}`).toBeDefined();
    if (arg) expect(valueMatches(arg.value, value), `${e.heading}: ${name} = ${JSON.stringify(arg.value)}, expected ${String(value)}`).toBe(true);
  }
  if (e.reason !== undefined) expect(err.args[0]?.value, e.heading).toEqual({ kind: 'string', value: e.reason });
  expect(err.links.map((l) => l[1]), e.heading).toContain(e.href);
  expect(versionsLabel(err.versions), e.heading).toBe(versionsLabel(documentedVersions(e)));
  if (raisedIn) expect(e.raised.map((r) => `${r.contract}.${r.function}`), `${e.heading}: raise sites`).toContain(raisedIn);
  triggered.set(e.href, (triggered.get(e.href) ?? 0) + 1);
  return err;
}

// ---- calls as an integrator makes them ----------------------------------------------------------------------------

const A = () => m.addresses;
const facadeAbi = () => m.artifacts.CreditFacadeV3.abi;
const call = (functionName: string, args: readonly unknown[]): MultiCall => facadeCall(A().creditFacade, functionName, args);
const enc = (abi: V31Deployment['artifacts']['CreditFacadeV3']['abi'], functionName: string, args: readonly unknown[]): Hex => encodeFunctionData({ abi, functionName, args });

/** `multicall(account, calls)` from `from` (the borrower by default). */
const multicall = (calls: MultiCall[], from: Address = m.borrower, account: Address = m.creditAccount) =>
  m.revertData(from, A().creditFacade, enc(facadeAbi(), 'multicall', [account, calls]));
/** `openCreditAccount(borrower, calls, 0)` from the borrower. */
const open = (calls: MultiCall[]) => m.revertData(m.borrower, A().creditFacade, enc(facadeAbi(), 'openCreditAccount', [m.borrower, calls, 0n]));
/** `liquidateCreditAccount(account, liquidator, calls)` from the liquidator. */
const liquidate = (calls: MultiCall[] = []) =>
  m.revertData(m.liquidator, A().creditFacade, enc(facadeAbi(), 'liquidateCreditAccount', [m.creditAccount, m.liquidator, calls]));
/** `botMulticall(account, calls)` sent by `bot` (through its `forward`). */
const botMulticall = (bot: Address, calls: MultiCall[]) =>
  m.revertData(m.stranger, bot, enc(m.standIns.BotMock.abi, 'forward', [A().creditFacade, enc(facadeAbi(), 'botMulticall', [m.creditAccount, calls])]));

const read = <T>(to: Address, contract: keyof V31Deployment['artifacts'], fn: string, args: readonly unknown[] = []) => m.read<T>(to, m.artifacts[contract].abi, fn, args);
const debtLimits = async () => {
  const [minDebt, maxDebt] = await read<readonly [bigint, bigint]>(A().creditFacade, 'CreditFacadeV3', 'debtLimits');
  return { minDebt, maxDebt };
};
const tokenMask = (token: Address) => read<bigint>(A().creditManager, 'CreditManagerV3', 'getTokenMaskOrRevert', [token]);
const balanceOf = (token: Address, who: Address) => m.read<bigint>(token, m.standIns.ERC20Mock.abi, 'balanceOf', [who]);
/** Governance and setup transactions from the deployer (configurator, admin, instance manager). */
const admin = (to: Address, contract: keyof V31Deployment['artifacts'], fn: string, args: readonly unknown[]) => m.send(m.deployer, to, m.artifacts[contract].abi, fn, args);
/** Moves the collateral's price to `num/den` of the market's answer. */
const scaleCollateralPrice = async (num: bigint, den: bigint) => {
  const feed = m.params.feeds.find((f) => f.token === m.params.collateral);
  if (!feed) throw new Error('no collateral feed');
  await m.send(m.deployer, A().collateralFeed, m.standIns.PriceFeedMock.abi, 'standInSetAnswer', [(feed.answer * num) / den]);
};

describe('a V3.1 market on anvil (core-v3 3.10 from npm; ACL, contracts register, address provider and price feed store are stand-ins)', () => {
  test('deploys from the compiled 3.10 sources with the Mainnet market\'s parameters, and the borrower\'s account is healthy', async () => {
    expect(m.compile.count).toBe(Object.keys(CORE_V3_10_DEPLOY_FILES).length);
    expect(m.deployed).toHaveLength(m.deployedCount - 1); // all but the master credit account, which the factory deploys
    const points = await read<readonly number[]>(A().interestRateModel, 'LinearInterestRateModelV3', 'getModelParameters');
    const [U_1, U_2, R_base, R_slope1, R_slope2, R_slope3] = points.map(BigInt);
    expect({ U_1, U_2, R_base, R_slope1, R_slope2, R_slope3 }).toEqual({ U_1: m.params.irm.U_1, U_2: m.params.irm.U_2, R_base: m.params.irm.R_base, R_slope1: m.params.irm.R_slope1, R_slope2: m.params.irm.R_slope2, R_slope3: m.params.irm.R_slope3 });
    expect(await debtLimits()).toEqual({ minDebt: m.params.suite.creditFacade.minDebt, maxDebt: m.params.suite.creditFacade.maxDebt });
    expect(await read<number>(A().creditManager, 'CreditManagerV3', 'liquidationThresholds', [A().collateral])).toBe(m.params.lt);
    expect(await read<string>(A().creditManager, 'CreditManagerV3', 'name')).toBe(m.params.suite.creditManager.name);
    expect(await read<boolean>(A().creditManager, 'CreditManagerV3', 'isLiquidatable', [m.creditAccount, 10_000])).toBe(false);
    console.info(
      `V3.1 market on anvil: ${m.params.suite.creditManager.name} (${m.params.state.file.replace(/.*\//, '')}); ${m.compile.count} contracts compiled (${m.compile.cached ? 'cache' : `solc ${Math.round(m.compile.solcMs)} ms`}), ${m.deployedCount} deployed (${m.deployed.filter((d) => !d.standIn).length + 1} of them 3.10 contracts, the master credit account included; ${m.deployed.filter((d) => d.standIn).length} stand-ins and mocks), ready in ${Math.round(deployMs)} ms`,
    );
  });
});

/** The V3.0 reference's entry of a library error or message (1inch SafeERC20, OpenZeppelin). */
function libraryEntry(name: string, reason?: string): CatalogueEntry {
  const found = allEntries().filter((e) => e.family === 'library' && e.name === name && e.reason === reason);
  if (found.length !== 1) throw new Error(`the V3.0 library family has ${found.length} entries for ${reason ?? name}`);
  return found[0] as CatalogueEntry;
}

/** Decodes a library revert and holds it to its V3.0 library entry: name, selector, message, link. */
function expectLibrary(data: Hex, e: CatalogueEntry): DecodedError {
  const result = decode(data, table);
  if (!result.ok) throw new Error(`${e.heading}: the decoder failed: ${result.message}`);
  const [err] = result.errors;
  if (!err) throw new Error(`${e.heading}: the decoder matched no error for ${data.slice(0, 10)}`);
  expect(err.selector, e.heading).toBe(e.selector);
  expect(err.name, e.heading).toBe(e.name);
  if (e.reason !== undefined) expect(err.args[0]?.value, e.heading).toEqual({ kind: 'string', value: e.reason });
  expect(err.links.map((l) => l[1]), e.heading).toContain(e.href);
  expect(err.generic, e.heading).toBe(false);
  return err;
}

/** Library reverts of the V3.1 contracts, decoded (for the version tag check below). */
const libraryReverts: { entry: CatalogueEntry; err: DecodedError }[] = [];

describe('documented V3.1 reverts through the credit facade, decoded by the site\'s decoder', () => {
  test('borrowing above maxDebt, below minDebt, or past maxDebtPerBlockMultiplier × maxDebt in a block', async () => {
    const { minDebt, maxDebt } = await debtLimits();
    const e = documented('BorrowAmountOutOfLimitsException');
    expectDocumented(await multicall([call('increaseDebt', [maxDebt - m.opened.debt + 1n])]), e, {}, 'CreditFacadeV3._revertIfOutOfDebtLimits');
    expectDocumented(await open([call('addCollateral', [A().collateral, m.opened.collateral]), call('increaseDebt', [minDebt - 1n])]), e, {}, 'CreditFacadeV3._revertIfOutOfDebtLimits');
    const multiplier = BigInt(await read<number>(A().creditFacade, 'CreditFacadeV3', 'maxDebtPerBlockMultiplier'));
    expectDocumented(await multicall([call('increaseDebt', [multiplier * maxDebt + 1n])]), documented('BorrowedBlockLimitException'), {}, 'CreditFacadeV3._revertIfOutOfDebtPerBlockLimit');
  });

  test('a health factor below 1 at the end of the multicall', async () => {
    const { minDebt } = await debtLimits();
    expectDocumented(await open([call('increaseDebt', [minDebt])]), documented('NotEnoughCollateralException'), {}, 'CreditManagerV3.fullCollateralCheck');
  });

  test('quota above maxQuotaMultiplier × maxDebt, below minQuota, on the underlying, and on an account without debt', async () => {
    const { maxDebt } = await debtLimits();
    const multiplier = await read<bigint>(A().creditFacade, 'CreditFacadeV3', 'maxQuotaMultiplier');
    const e = documented('QuotaIsOutOfBoundsException');
    expectDocumented(await multicall([call('updateQuota', [A().collateral, multiplier * maxDebt, 0n])]), e, {}, 'PoolQuotaKeeperV3._updateQuota');
    expectDocumented(await multicall([call('updateQuota', [A().collateral, -10_000n, m.opened.quota])]), e, {}, 'PoolQuotaKeeperV3._updateQuota');
    expectDocumented(await multicall([call('updateQuota', [A().underlying, 10_000n, 0n])]), documented('TokenIsNotQuotedException'), {}, 'CreditFacadeV3._updateQuota');
    expectDocumented(
      await open([call('addCollateral', [A().collateral, m.opened.collateral]), call('updateQuota', [A().collateral, 10_000n, 0n])]),
      documented('UpdateQuotaOnZeroDebtAccountException'),
      {},
      'CreditManagerV3.updateQuota',
    );
  });

  test('a token the credit manager does not know, and amounts of zero', async () => {
    // The pool's own share token is an ERC-20 the credit manager has no mask for.
    expectDocumented(await multicall([call('addCollateral', [A().pool, 1n])]), documented('TokenNotAllowedException'), {}, 'CreditManagerV3.getTokenMaskOrRevert');
    expectDocumented(await multicall([call('addCollateral', [A().collateral, 0n])]), documented('AmountCantBeZeroException'), {}, 'CreditFacadeV3._addCollateral');
    expectDocumented(await m.revertData(m.stranger, A().pool, enc(m.artifacts.PoolV3.abi, 'deposit', [0n, m.stranger])), documented('AmountCantBeZeroException'), {}, 'PoolV3._deposit');
  });

  test('a forbidden token: raising its quota, borrowing while it is enabled, adding more of it', async () => {
    await m.onSnapshot(async () => {
      await admin(A().creditConfigurator, 'CreditConfiguratorV3', 'forbidToken', [A().collateral]);
      const mask = await tokenMask(A().collateral);
      expect(await read<bigint>(A().creditFacade, 'CreditFacadeV3', 'forbiddenTokenMask')).toBe(mask);
      expectDocumented(await multicall([call('updateQuota', [A().collateral, 10_000n, 0n])]), documented('ForbiddenTokenQuotaIncreasedException'), { token: A().collateral }, 'CreditFacadeV3._updateQuota');
      expectDocumented(await multicall([call('increaseDebt', [10n ** 9n])]), documented('ForbiddenTokensException'), { forbiddenTokensMask: mask }, 'CreditFacadeV3._multicall');
      expectDocumented(await multicall([call('addCollateral', [A().collateral, 1n])]), documented('ForbiddenTokenBalanceIncreasedException'), { token: A().collateral }, 'CreditFacadeV3._multicall');
    });
  });

  test('the credit manager called directly instead of through the facade', async () => {
    const e = documented('CallerNotCreditFacadeException');
    const cm = m.artifacts.CreditManagerV3.abi;
    expectDocumented(await m.revertData(m.borrower, A().creditManager, enc(cm, 'addCollateral', [m.borrower, m.creditAccount, A().collateral, 1n])), e, {}, 'CreditManagerV3._checkCreditFacade');
    expectDocumented(await m.revertData(m.borrower, A().creditManager, enc(cm, 'openCreditAccount', [m.borrower])), e, {}, 'CreditManagerV3._checkCreditFacade');
  });

  test('an unknown method, and onDemandPriceUpdates anywhere but first', async () => {
    const e = documented('UnknownMethodException');
    const unknown = toFunctionSelector('function notAMulticallMethod()');
    expectDocumented(await multicall([{ target: A().creditFacade, callData: unknown }]), e, { selector: unknown }, 'CreditFacadeV3._multicall');
    const priceUpdates = methodSelector('onDemandPriceUpdates');
    expectDocumented(await multicall([call('addCollateral', [A().collateral, 1n]), call('onDemandPriceUpdates', [[]])]), e, { selector: priceUpdates }, 'CreditFacadeV3._multicall');
    // First, it passes: the same price update reaches the feed through the price feed store (stand-in).
    await m.onSnapshot(async () => {
      const answer = m.params.feeds.find((f) => f.token === m.params.collateral)?.answer ?? 0n;
      const update = { priceFeed: A().collateralFeed, data: encodeAbiParameters([{ type: 'int256' }], [answer + 1n]) };
      await m.send(m.borrower, A().creditFacade, facadeAbi(), 'multicall', [m.creditAccount, [call('onDemandPriceUpdates', [[update]])]]);
      const [, latest] = await m.read<readonly [bigint, bigint, bigint, bigint, bigint]>(A().collateralFeed, m.standIns.PriceFeedMock.abi, 'latestRoundData');
      expect(latest).toBe(answer + 1n);
    });
  });

  test('full check parameters: a minimum health factor below 100%, an invalid collateral hint', async () => {
    expectDocumented(await multicall([call('setFullCheckParams', [[], 9_999])]), documented('CustomHealthFactorTooLowException'), {}, 'CreditFacadeV3._setFullCheckParams');
    const underlyingMask = await tokenMask(A().underlying);
    expectDocumented(await multicall([call('setFullCheckParams', [[underlyingMask], 10_000])]), documented('InvalidCollateralHintException'), { mask: underlyingMask }, 'CreditFacadeV3._setFullCheckParams');
  });

  test('expected balances: stored twice, compared without storing, and not met', async () => {
    const delta = (amount: bigint) => [{ token: A().underlying, amount }];
    expectDocumented(await multicall([call('storeExpectedBalances', [delta(0n)]), call('storeExpectedBalances', [delta(0n)])]), documented('ExpectedBalancesAlreadySetException'), {}, 'CreditFacadeV3._multicall');
    expectDocumented(await multicall([call('compareBalances', [])]), documented('ExpectedBalancesNotSetException'), {}, 'CreditFacadeV3._multicall');
    const e = documented('BalanceLessThanExpectedException');
    expectDocumented(await multicall([call('storeExpectedBalances', [delta(1n)]), call('compareBalances', [])]), e, { token: A().underlying }, 'CreditFacadeV3._multicall');
    // Without compareBalances, the check runs at the end of the multicall.
    expectDocumented(await multicall([call('storeExpectedBalances', [delta(1n)])]), e, { token: A().underlying }, 'CreditFacadeV3._multicall');
  });

  test('a call to a contract that is not an allowed adapter', async () => {
    expectDocumented(await multicall([{ target: m.stranger, callData: '0x12345678' }]), documented('TargetContractNotAllowedException'), {}, 'CreditFacadeV3._externalCall');
  });

  test('the account: a caller who does not own it, an address that is not one, closing it with debt, two debt changes in one block, repaying to zero with quotas', async () => {
    expectDocumented(await multicall([], m.stranger), documented('CallerNotCreditAccountOwnerException'), {}, 'CreditFacadeV3._checkCreditAccountOwner');
    expectDocumented(await multicall([], m.borrower, m.stranger), documented('CreditAccountDoesNotExistException'), {}, 'CreditManagerV3.getBorrowerOrRevert');
    expectDocumented(await m.revertData(m.borrower, A().creditFacade, enc(facadeAbi(), 'closeCreditAccount', [m.creditAccount, []])), documented('CloseAccountWithNonZeroDebtException'), {}, 'CreditManagerV3.closeCreditAccount');
    const { minDebt } = await debtLimits();
    expectDocumented(await multicall([call('increaseDebt', [minDebt]), call('decreaseDebt', [minDebt])]), documented('DebtUpdatedTwiceInOneBlockException'), {}, 'CreditManagerV3.manageDebt');
    await m.onSnapshot(async () => {
      // Enough underlying on the account to repay everything: the repayment goes through, then the quota stops it.
      await m.send(m.borrower, A().underlying, m.standIns.ERC20Mock.abi, 'approve', [A().creditManager, m.opened.debt]);
      expectDocumented(
        await multicall([call('addCollateral', [A().underlying, m.opened.debt]), call('decreaseDebt', [maxUint256])]),
        documented('DebtToZeroWithActiveQuotasException'),
        {},
        'CreditManagerV3.manageDebt',
      );
    });
  });

  test('a paused facade: account operations and liquidations', async () => {
    await m.onSnapshot(async () => {
      await admin(A().creditFacade, 'CreditFacadeV3', 'pause', []);
      const e = documented('Error', 'Pausable: paused');
      // The entry says the facade's account functions raise it too, not only liquidations.
      expect(e.text?.when).toContain('`multicall`');
      // multicall is guarded by OpenZeppelin's whenNotPaused (the entry's text says so); liquidations by the facade's own check.
      expectDocumented(await multicall([call('addCollateral', [A().collateral, 1n])]), e);
      expectDocumented(await liquidate(), e, {}, 'CreditFacadeV3.whenNotPausedOrEmergency');
    });
  });

  test('access: pausing without the role, configuring the facade from outside its configurator', async () => {
    expectDocumented(await m.revertData(m.stranger, A().creditFacade, enc(facadeAbi(), 'pause', [])), documented('CallerNotPausableAdminException'), {}, 'ACLTrait._ensureCallerIsPausableAdmin');
    expectDocumented(
      await m.revertData(m.stranger, A().creditFacade, enc(facadeAbi(), 'setDebtLimits', [1n, 2n, 2])),
      documented('CallerNotConfiguratorException'),
      {},
      'CreditFacadeV3._checkCreditConfigurator',
    );
  });

  test('bots: not approved, acting beyond their permissions, set with unexpected or wrong permissions, forbidden', async () => {
    expectDocumented(await botMulticall(A().strangerBot, []), documented('NotApprovedBotException'), { bot: A().strangerBot }, 'CreditFacadeV3.botMulticall');
    const increaseDebt = multicallPermission('INCREASE_DEBT_PERMISSION');
    const err = expectDocumented(await botMulticall(A().bot, [call('increaseDebt', [1n])]), documented('NoPermissionException'), { permission: increaseDebt }, 'CreditFacadeV3._revertIfNoPermission');
    // The decoder names the bit after the facade's constant.
    expect(err.args[0]?.value).toMatchObject({ hint: 'INCREASE_DEBT_PERMISSION' });
    const setBot = multicallPermission('SET_BOT_PERMISSIONS_PERMISSION');
    expectDocumented(await multicall([call('setBotPermissions', [A().strangerBot, setBot])]), documented('UnexpectedPermissionsException'), { permissions: setBot }, 'CreditFacadeV3._setBotPermissions');
    expectDocumented(await multicall([call('setBotPermissions', [A().strangerBot, increaseDebt])]), documented('IncorrectBotPermissionsException'), {}, 'BotListV3.setBotPermissions');
    await m.onSnapshot(async () => {
      await admin(A().botList, 'BotListV3', 'forbidBot', [A().strangerBot]);
      const required = await m.read<bigint>(A().strangerBot, m.standIns.BotMock.abi, 'requiredPermissions');
      expectDocumented(await multicall([call('setBotPermissions', [A().strangerBot, required])]), documented('InvalidBotException'), {}, 'BotListV3.setBotPermissions');
    });
    // Opening an account does not allow repaying debt.
    const decreaseDebt = multicallPermission('DECREASE_DEBT_PERMISSION');
    const open1 = expectDocumented(await open([call('decreaseDebt', [1n])]), documented('NoPermissionException'), { permission: decreaseDebt }, 'CreditFacadeV3._revertIfNoPermission');
    expect(open1.args[0]?.value).toMatchObject({ hint: 'DECREASE_DEBT_PERMISSION' });
  });

  test('the pool: the credit manager\'s debt limit reached, utilisation above U2', async () => {
    const { minDebt } = await debtLimits();
    await m.onSnapshot(async () => {
      const borrowed = await read<bigint>(A().pool, 'PoolV3', 'creditManagerBorrowed', [A().creditManager]);
      await admin(A().pool, 'PoolV3', 'setCreditManagerDebtLimit', [A().creditManager, borrowed]);
      expectDocumented(await multicall([call('increaseDebt', [minDebt])]), documented('CreditManagerCantBorrowException'), {}, 'PoolV3.lendCreditAccount');
    });
    expect(m.params.irm.isBorrowingMoreU2Forbidden).toBe(true);
    await m.onSnapshot(async () => {
      // The depositor withdraws until a minDebt borrow takes utilisation above U2 without exceeding the cash.
      const available = await read<bigint>(A().pool, 'PoolV3', 'availableLiquidity');
      const keep = minDebt + minDebt / 5n;
      await admin(A().pool, 'PoolV3', 'withdraw', [available - keep, m.deployer, m.deployer]);
      const expected = await read<bigint>(A().pool, 'PoolV3', 'expectedLiquidity');
      const borrowedAfter = (await read<bigint>(A().pool, 'PoolV3', 'totalBorrowed')) + minDebt;
      expect(borrowedAfter * 10_000n > m.params.irm.U_2 * expected).toBe(true);
      expectDocumented(await multicall([call('increaseDebt', [minDebt])]), documented('BorrowingMoreThanU2ForbiddenException'), {}, 'LinearInterestRateModelV3.calcBorrowRate');
    });
  });

  test('prices: a stale answer, a zero answer', async () => {
    await m.onSnapshot(async () => {
      await m.send(m.deployer, A().collateralFeed, m.standIns.PriceFeedMock.abi, 'standInSetUpdatedAt', [1n]);
      expectDocumented(await multicall([call('addCollateral', [A().collateral, 1n])]), documented('StalePriceException'), {}, 'PriceFeedValidationTrait._checkAnswer');
    });
    await m.onSnapshot(async () => {
      await scaleCollateralPrice(0n, 1n);
      expectDocumented(await multicall([call('addCollateral', [A().collateral, 1n])]), documented('IncorrectPriceException'), {}, 'PriceFeedValidationTrait._checkAnswer');
    });
  });

  test('liquidations: a healthy account, the underlying seized, less seized than required, collateral added, a loss the loss policy forbids', async () => {
    expectDocumented(await liquidate(), documented('CreditAccountNotLiquidatableException'), {}, 'CreditFacadeV3._revertIfNotLiquidatable');
    const partial = (token: Address, repaid: bigint, minSeized: bigint) =>
      enc(facadeAbi(), 'partiallyLiquidateCreditAccount', [m.creditAccount, token, repaid, minSeized, m.liquidator, []]);
    await m.onSnapshot(async () => {
      // The collateral loses 98.375% of its price: the account is below HF 1 but its value still covers the debt.
      await scaleCollateralPrice(1_625n, 100_000n);
      expect(await read<boolean>(A().creditManager, 'CreditManagerV3', 'isLiquidatable', [m.creditAccount, 10_000])).toBe(true);
      const repaid = m.opened.debt / 40n;
      const sim = await m.client.simulateContract({ account: m.liquidator, address: A().creditFacade, abi: facadeAbi(), functionName: 'partiallyLiquidateCreditAccount', args: [m.creditAccount, A().collateral, repaid, 0n, m.liquidator, []] });
      const seized = sim.result as bigint;
      expect(seized).toBeGreaterThan(0n);
      expectDocumented(await m.revertData(m.liquidator, A().creditFacade, partial(A().collateral, repaid, seized + 1n)), documented('SeizedLessThanRequiredException'), { seizedAmount: seized }, 'CreditFacadeV3.partiallyLiquidateCreditAccount');
      expectDocumented(await m.revertData(m.liquidator, A().creditFacade, partial(A().underlying, repaid, 0n)), documented('UnderlyingIsNotLiquidatableException'), {}, 'CreditFacadeV3.partiallyLiquidateCreditAccount');
      // A liquidator may not leave more of a collateral on the account than it found.
      await m.send(m.deployer, A().collateral, m.standIns.ERC20Mock.abi, 'mint', [m.liquidator, 1n]);
      await m.send(m.liquidator, A().collateral, m.standIns.ERC20Mock.abi, 'approve', [A().creditManager, 1n]);
      expectDocumented(await liquidate([call('addCollateral', [A().collateral, 1n])]), documented('RemainingTokenBalanceIncreasedException'), { token: A().collateral }, 'CreditFacadeV3.liquidateCreditAccount');
      expectDocumented(await liquidate([call('increaseDebt', [1n])]), documented('NoPermissionException'), { permission: multicallPermission('INCREASE_DEBT_PERMISSION') }, 'CreditFacadeV3._revertIfNoPermission');
    });
    await m.onSnapshot(async () => {
      // Bad debt (the collateral is worth almost nothing) while the loss policy forbids losses (ILossPolicy.AccessMode.Forbidden = 2).
      await scaleCollateralPrice(1n, 1_000n);
      await admin(A().lossPolicy, 'AliasedLossPolicyV3', 'setAccessMode', [2]);
      expectDocumented(await liquidate(), documented('CreditAccountNotLiquidatableWithLossException'), {}, 'CreditFacadeV3.liquidateCreditAccount');
    });
  });

  test('library errors of the 3.10 contracts: collateral added without approval, more withdrawn than held, a borrow past the pool\'s cash', async () => {
    // The borrower holds underlying but never approved it to the credit manager.
    expect(await balanceOf(A().underlying, m.borrower)).toBeGreaterThan(0n);
    const fromFailed = libraryEntry('SafeTransferFromFailed');
    libraryReverts.push({ entry: fromFailed, err: expectLibrary(await multicall([call('addCollateral', [A().underlying, 1n])]), fromFailed) });
    const held = await balanceOf(A().collateral, m.creditAccount);
    const failed = libraryEntry('SafeTransferFailed');
    libraryReverts.push({ entry: failed, err: expectLibrary(await multicall([call('withdrawCollateral', [A().collateral, held + 1n, m.borrower])]), failed) });
    const { minDebt } = await debtLimits();
    await m.onSnapshot(async () => {
      const available = await read<bigint>(A().pool, 'PoolV3', 'availableLiquidity');
      const keep = minDebt + minDebt / 5n;
      await admin(A().pool, 'PoolV3', 'withdraw', [available - keep, m.deployer, m.deployer]);
      expect(await read<bigint>(A().pool, 'PoolV3', 'availableLiquidity')).toBe(keep);
      const safeCast = libraryEntry('Error', 'SafeCast: value must be positive');
      libraryReverts.push({ entry: safeCast, err: expectLibrary(await multicall([call('increaseDebt', [keep + 1n])]), safeCast) });
    });
    expect(libraryReverts).toHaveLength(3);
  });

  // V3.1's core reverts with these library errors (same 1inch SafeERC20 2.4.0, OpenZeppelin SafeCast messages of 4.9.6):
  // their library entries cite the 3.10 raise sites (`v31`), so the decoder tags them V3.1 as well as V3.0.
  test('library errors of the 3.10 contracts are tagged V3.1 by the decoder, and their entries name the multicall as a 3.10 caller', () => {
    expect(libraryReverts).toHaveLength(3);
    const untagged = libraryReverts.filter((r) => !r.err.versions.includes('3.1')).map((r) => r.entry.heading);
    expect(untagged).toEqual([]);
    for (const { entry, err } of libraryReverts) {
      expect(err.versions, entry.heading).toEqual(['3.0', '3.1']);
      expect(entry.v31?.flatMap((s) => s.fns), entry.heading).toContain('CreditFacadeV3.multicall');
    }
  });
});

// ---- the rate keepers: the market's tumbler, and the curator's gauge market ----------------------------------------

/** The V3.1 docs page whose claims about the gauge and the tumbler the chain is held to. */
const RATE_KEEPERS_PAGE = path.join(ROOT, 'docs/v3.1/concepts/loss-policy-rate-keepers-and-price-feeds.mdx');
const ratePage = readFileSync(RATE_KEEPERS_PAGE, 'utf8');
/** A claim of the page, by the pattern of its wording (fails if the page no longer says it): its captured groups. */
function claim(pattern: RegExp, what: string): (group: number) => string {
  const found = pattern.exec(ratePage);
  if (!found) throw new Error(`${path.relative(ROOT, RATE_KEEPERS_PAGE)} no longer says ${what} (${String(pattern)})`);
  return (group) => {
    const text = found[group];
    if (text === undefined) throw new Error(`${what}: no group ${group} in ${String(pattern)}`);
    return text;
  };
}
const DAY = 86_400n;
const types = claim(/\| Contract type \| `([A-Z_:]+)`[^|]*\| `([A-Z_:]+)`/, "the rate keepers' contract types");
const [GAUGE_TYPE, TUMBLER_TYPE] = [types(1), types(2)];
const epochClaim = claim(/`\(now - (\d+)\) \/ (\d+) days \+ 1`/, 'how the GEAR staking epoch is counted');
const FIRST_EPOCH = BigInt(epochClaim(1));
const EPOCH_LENGTH = BigInt(epochClaim(2)) * DAY;
const MAX_TUMBLER_EPOCH = BigInt(claim(/set once in the constructor, at most (\d+) days/, 'the longest tumbler epoch')(1)) * DAY;
const GAUGE_NEW_RATE = Number(claim(/starts at `minRate = maxRate = (\d+)`/, "a new gauge token's bounds")(1));
const TUMBLER_NEW_RATE = Number(claim(/starts at rate (\d+) \(/, "a new tumbler token's rate")(1));
/** The GEAR staking epoch at `timestamp`, by the docs' formula. */
const docsEpoch = (timestamp: bigint): number => (timestamp < FIRST_EPOCH ? 0 : Number((timestamp - FIRST_EPOCH) / EPOCH_LENGTH) + 1);
/** When epoch `e` begins, by the same formula. */
const epochStart = (e: number): bigint => FIRST_EPOCH + BigInt(e - 1) * EPOCH_LENGTH;

const rpc = () => rpcClient(m.rpcUrl).call;
const latestTimestamp = async () => (await m.client.getBlock()).timestamp;
/** The next block (the next transaction's, or one mined now if `mine`) is stamped `timestamp`. */
async function nextBlockAt(timestamp: bigint, mine = false): Promise<void> {
  await rpc()('evm_setNextBlockTimestamp', [Number(timestamp)]);
  if (mine) await rpc()('evm_mine', []);
}

const gaugeAbi = () => m.artifacts.GaugeV3.abi;
const stakingAbi = () => m.artifacts.GearStakingV3.abi;
const quotaKeeperAbi = () => m.artifacts.PoolQuotaKeeperV3.abi;
const tumblerAbi = () => m.artifacts.TumblerV3.abi;
/** A GearStakingV3 `MultiVote` for `token` on one side of a voting contract (the gauge by default). */
const vote = (token: Address, voteAmount: bigint, lpSide: boolean, isIncrease = true, votingContract: Address = A().gauge) => ({
  votingContract,
  voteAmount,
  isIncrease,
  extraData: encodeAbiParameters([{ type: 'address' }, { type: 'bool' }], [token, lpSide]),
});
/** `who` gets `amount` GEAR and stakes it, casting `votes` in the same call (GearStakingV3.deposit). */
async function stake(who: Address, amount: bigint, votes: ReturnType<typeof vote>[]): Promise<void> {
  await m.send(m.deployer, A().gearToken, m.standIns.ERC20Mock.abi, 'mint', [who, amount]);
  await m.send(who, A().gearToken, m.standIns.ERC20Mock.abi, 'approve', [A().gearStaking, amount]);
  await m.send(who, A().gearStaking, stakingAbi(), 'deposit', [amount, votes]);
}
const gaugeParams = async (token: Address) => {
  const [minRate, maxRate, votesLp, votesCa] = await m.read<readonly [number, number, bigint, bigint]>(A().gauge, gaugeAbi(), 'quotaRateParams', [token]);
  return { minRate, maxRate, votesLp, votesCa };
};
/** What the site computes for `token` from the gauge's bounds and votes as they stand. */
const siteGaugeRate = async (token: Address) => {
  const p = await gaugeParams(token);
  return gaugeRate(p.minRate, p.maxRate, p.votesLp, p.votesCa);
};
const gaugeRates = async (token: Address) => (await m.read<readonly number[]>(A().gauge, gaugeAbi(), 'getRates', [[token]]))[0];
const quotaRate = (quotaKeeper: Address, token: Address) => m.read<number>(quotaKeeper, quotaKeeperAbi(), 'getQuotaRate', [token]);
const lastRateUpdate = (quotaKeeper: Address) => m.read<number>(quotaKeeper, quotaKeeperAbi(), 'lastQuotaRateUpdate');
const epochLastUpdate = () => m.read<number>(A().gauge, gaugeAbi(), 'epochLastUpdate');
const stakingEpoch = () => m.read<number>(A().gearStaking, stakingAbi(), 'getCurrentEpoch');
/** A contract's `contractType()` as text. */
const typeOf = async (address: Address, abi: Abi) => hexToString(await m.read<Hex>(address, abi, 'contractType'), { size: 32 }).replace(/\0+$/, '');

describe('rate keepers on the chain, against the V3.1 docs: the market\'s TumblerV3, and a gauge market of the same curator (GaugeV3 and GearStakingV3 3.10 are real; GEAR is a mock, the staking owner the deployer)', () => {
  test('the gauge is built as the rate keeper factory builds it: the types the docs give, voting through the address provider\'s GEAR_STAKING, frozen when built and unfrozen when its market is created, its token added at the docs\' starting bounds', async () => {
    expect(await typeOf(A().gauge, gaugeAbi())).toBe(GAUGE_TYPE);
    expect(await typeOf(A().tumbler, tumblerAbi())).toBe(TUMBLER_TYPE);
    const staking = await m.read<Address>(A().addressProvider, m.standIns.AddressProviderStandIn.abi, 'getAddressOrRevert', [stringToHex('GEAR_STAKING', { size: 32 }), 0n]);
    expect(staking).toBe(A().gearStaking);
    expect(await m.read<Address>(A().gauge, gaugeAbi(), 'voter')).toBe(staking);
    expect(await m.read<Address>(A().gauge, gaugeAbi(), 'pool')).toBe(A().gaugePool);
    expect(await m.read<Address>(A().gaugeQuotaKeeper, quotaKeeperAbi(), 'gauge')).toBe(A().gauge);
    expect(await m.read<Address>(A().quotaKeeper, quotaKeeperAbi(), 'gauge')).toBe(A().tumbler);
    expect(await m.read<bigint>(A().tumbler, tumblerAbi(), 'epochLength')).toBe(m.params.tumblerEpochLength);
    // The gauge's own record: frozen by its constructor, unfrozen by the market's creation; the token added at 1..1, then the curator's bounds.
    const events = async (eventName: string) => m.client.getContractEvents({ address: A().gauge, abi: gaugeAbi(), eventName, fromBlock: 0n, strict: true });
    expect((await events('SetFrozenEpoch')).map((e) => (e.args as { status: boolean }).status)).toEqual([true, false]);
    expect((await events('AddQuotaToken')).map((e) => e.args)).toEqual([{ token: A().collateral, minRate: GAUGE_NEW_RATE, maxRate: GAUGE_NEW_RATE }]);
    const g = m.params.gauge;
    expect(await gaugeParams(A().collateral)).toEqual({ minRate: g.minRate, maxRate: g.maxRate, votesLp: 0n, votesCa: 0n });
    expect(await m.read<boolean>(A().gauge, gaugeAbi(), 'epochFrozen')).toBe(false);
    // The GEAR staking epoch is the docs' formula, and the gauge's last update is the epoch it was built in.
    const built = await m.client.getBlock({ blockNumber: (await events('SetFrozenEpoch'))[0]?.blockNumber ?? 0n });
    expect(await epochLastUpdate()).toBe(docsEpoch(built.timestamp));
    expect(await stakingEpoch()).toBe(docsEpoch(await latestTimestamp()));
    expect(await m.read<bigint>(A().gearStaking, stakingAbi(), 'firstEpochTimestamp')).toBe(FIRST_EPOCH);
    console.info(`V3.1 gauge market: bounds and votes from ${g.source}: minRate ${g.minRate}, maxRate ${g.maxRate}, ${g.votesLp} LP-side and ${g.votesCa} CA-side GEAR-wei`);
  });

  test('the site\'s gaugeRate equals GaugeV3\'s rates from Mainnet votes staked through GearStakingV3, and the quota keeper takes them once per new epoch, from anyone\'s updateEpoch or vote', async () => {
    const token = A().collateral;
    const g = m.params.gauge;
    await m.onSnapshot(async () => {
      // Nothing is pushed within the gauge's first epoch: the new token has no rate in the quota keeper yet.
      const e0 = await epochLastUpdate();
      expect(await quotaRate(A().gaugeQuotaKeeper, token)).toBe(0);
      await m.send(m.stranger, A().gauge, gaugeAbi(), 'updateEpoch', []);
      expect(await epochLastUpdate()).toBe(e0);
      expect(await quotaRate(A().gaugeQuotaKeeper, token)).toBe(0);

      // An hour into the next epoch, the LP side's Mainnet votes: the vote first moves the epoch, pushing the rates as
      // they stood (no votes: minRate), then counts.
      await nextBlockAt(epochStart(e0 + 1) + 3600n);
      await stake(m.deployer, g.votesLp, [vote(token, g.votesLp, true)]);
      const t1 = await latestTimestamp();
      expect(await epochLastUpdate()).toBe(e0 + 1);
      expect(docsEpoch(t1)).toBe(e0 + 1);
      expect(await quotaRate(A().gaugeQuotaKeeper, token)).toBe(gaugeRate(g.minRate, g.maxRate, 0n, 0n));
      expect(await lastRateUpdate(A().gaugeQuotaKeeper)).toBe(Number(t1));
      expect(await gaugeRates(token)).toBe(await siteGaugeRate(token));
      expect(await gaugeRates(token)).toBe(g.maxRate);

      // The CA side's Mainnet votes, the same epoch: the gauge's rate moves, the quota keeper's does not, and
      // anyone's updateEpoch changes nothing until the epoch ends.
      await stake(m.borrower, g.votesCa, [vote(token, g.votesCa, false)]);
      expect(await gaugeParams(token)).toMatchObject({ votesLp: g.votesLp, votesCa: g.votesCa });
      const voted = gaugeRate(g.minRate, g.maxRate, g.votesLp, g.votesCa);
      expect(await gaugeRates(token)).toBe(voted);
      expect(voted).toBe(g.rate); // the rate Mainnet's gauge gave for these votes
      await m.send(m.stranger, A().gauge, gaugeAbi(), 'updateEpoch', []);
      expect(await quotaRate(A().gaugeQuotaKeeper, token)).toBe(g.minRate);
      expect(await lastRateUpdate(A().gaugeQuotaKeeper)).toBe(Number(t1));

      // The next epoch: a stranger's updateEpoch pushes the voted rate.
      await nextBlockAt(epochStart(e0 + 2) + 3600n);
      await m.send(m.stranger, A().gauge, gaugeAbi(), 'updateEpoch', []);
      expect(await epochLastUpdate()).toBe(e0 + 2);
      expect(await quotaRate(A().gaugeQuotaKeeper, token)).toBe(voted);
      expect(await lastRateUpdate(A().gaugeQuotaKeeper)).toBe(Number(await latestTimestamp()));

      // An unvote in the epoch after: the epoch moves first (the rate pushed is still `voted`), then the votes change.
      await nextBlockAt(epochStart(e0 + 3) + 3600n);
      const half = g.votesCa / 2n;
      await m.send(m.borrower, A().gearStaking, stakingAbi(), 'multivote', [[vote(token, half, false, false)]]);
      expect(await epochLastUpdate()).toBe(e0 + 3);
      expect(await quotaRate(A().gaugeQuotaKeeper, token)).toBe(voted);
      const after = gaugeRate(g.minRate, g.maxRate, g.votesLp, g.votesCa - half);
      expect(await gaugeRates(token)).toBe(after);
      expect(await siteGaugeRate(token)).toBe(after);
      expect(after).toBeGreaterThan(voted);
      expect(await m.read<bigint>(A().gearStaking, stakingAbi(), 'availableBalance', [m.borrower])).toBe(half);
    });
  });

  test('a frozen gauge moves its epoch but not the rates; unfrozen mid-epoch, the rates wait for the next epoch', async () => {
    const token = A().collateral;
    const g = m.params.gauge;
    await m.onSnapshot(async () => {
      const e0 = await epochLastUpdate();
      await nextBlockAt(epochStart(e0 + 1) + 3600n);
      await stake(m.deployer, g.votesLp, [vote(token, g.votesLp, true)]);
      const pushed = await quotaRate(A().gaugeQuotaKeeper, token);
      expect(pushed).toBe(g.minRate);
      await admin(A().gauge, 'GaugeV3', 'setFrozenEpoch', [true]);
      await nextBlockAt(epochStart(e0 + 2) + 3600n);
      await m.send(m.stranger, A().gauge, gaugeAbi(), 'updateEpoch', []);
      expect(await epochLastUpdate()).toBe(e0 + 2);
      expect(await quotaRate(A().gaugeQuotaKeeper, token)).toBe(pushed);
      await admin(A().gauge, 'GaugeV3', 'setFrozenEpoch', [false]);
      await m.send(m.stranger, A().gauge, gaugeAbi(), 'updateEpoch', []);
      expect(await quotaRate(A().gaugeQuotaKeeper, token)).toBe(pushed);
      await nextBlockAt(epochStart(e0 + 3) + 3600n);
      await m.send(m.stranger, A().gauge, gaugeAbi(), 'updateEpoch', []);
      expect(await quotaRate(A().gaugeQuotaKeeper, token)).toBe(await siteGaugeRate(token));
      expect(await quotaRate(A().gaugeQuotaKeeper, token)).toBe(g.maxRate);
    });
  });

  test('the tumbler: only the configurator pushes rates, and not before epochLength has passed since the last update; setRate alone changes nothing the quota keeper uses', async () => {
    const token = A().collateral;
    const before = m.params.quota.rate;
    expect(await quotaRate(A().quotaKeeper, token)).toBe(before);
    const e = documented('CallerNotConfiguratorException');
    expectDocumented(await m.revertData(m.stranger, A().tumbler, enc(tumblerAbi(), 'updateRates', [])), e, {}, 'ACLTrait._ensureCallerIsConfigurator');
    expectDocumented(await m.revertData(m.stranger, A().tumbler, enc(tumblerAbi(), 'setRate', [token, before + 1])), e, {}, 'ACLTrait._ensureCallerIsConfigurator');
    // The quota keeper takes rates from its rate keeper only, the configurator included.
    const notGauge = documented('CallerNotGaugeException');
    expectDocumented(await m.revertData(m.stranger, A().quotaKeeper, enc(quotaKeeperAbi(), 'updateRates', [])), notGauge, {}, 'PoolQuotaKeeperV3._revertIfCallerNotGauge');
    expectDocumented(await m.revertData(m.deployer, A().gaugeQuotaKeeper, enc(quotaKeeperAbi(), 'updateRates', [])), notGauge, {}, 'PoolQuotaKeeperV3._revertIfCallerNotGauge');
    await m.onSnapshot(async () => {
      const epochLength = m.params.tumblerEpochLength;
      expect(epochLength).toBeGreaterThan(1n);
      // A push at a known time first (epochLength after the deployment's, or now if that has passed): the rate stays.
      const deployed = BigInt(await lastRateUpdate(A().quotaKeeper));
      const now = await latestTimestamp();
      const last = deployed + epochLength > now ? deployed + epochLength : now + 1n;
      await nextBlockAt(last);
      await admin(A().tumbler, 'TumblerV3', 'updateRates', []);
      expect(BigInt(await lastRateUpdate(A().quotaKeeper))).toBe(last);
      expect(await quotaRate(A().quotaKeeper, token)).toBe(before);
      await admin(A().tumbler, 'TumblerV3', 'setRate', [token, before + 1]);
      expect(await m.read<readonly number[]>(A().tumbler, tumblerAbi(), 'getRates', [[token]])).toEqual([before + 1]);
      expect(await quotaRate(A().quotaKeeper, token)).toBe(before);
      // One second short of epochLength: updateRates returns without pushing.
      await nextBlockAt(last + epochLength - 1n);
      await admin(A().tumbler, 'TumblerV3', 'updateRates', []);
      expect(await quotaRate(A().quotaKeeper, token)).toBe(before);
      expect(BigInt(await lastRateUpdate(A().quotaKeeper))).toBe(last);
      // At epochLength it pushes.
      await nextBlockAt(last + epochLength);
      await admin(A().tumbler, 'TumblerV3', 'updateRates', []);
      expect(await quotaRate(A().quotaKeeper, token)).toBe(before + 1);
      expect(BigInt(await lastRateUpdate(A().quotaKeeper))).toBe(last + epochLength);
    });
  });

  test('new tokens start at the docs\' rates in both; the curator\'s bounds need 0 < minRate ≤ maxRate, a tumbler rate must be positive, and a tumbler epoch is at most the docs\' days', async () => {
    await m.onSnapshot(async () => {
      const hash = await m.wallet.deployContract({ abi: m.standIns.ERC20Mock.abi, bytecode: m.standIns.ERC20Mock.bytecode, args: ['Fresh', 'FRESH', 18], account: m.deployer, chain: null });
      const fresh = await m.client.waitForTransactionReceipt({ hash });
      const token = fresh.contractAddress;
      if (!token) throw new Error('no token deployed');
      await admin(A().gauge, 'GaugeV3', 'addToken', [token]);
      expect(await gaugeParams(token)).toEqual({ minRate: GAUGE_NEW_RATE, maxRate: GAUGE_NEW_RATE, votesLp: 0n, votesCa: 0n });
      expect(await m.read<boolean>(A().gaugeQuotaKeeper, quotaKeeperAbi(), 'isQuotedToken', [token])).toBe(true);
      await admin(A().tumbler, 'TumblerV3', 'addToken', [token]);
      expect(await m.read<readonly number[]>(A().tumbler, tumblerAbi(), 'getRates', [[token]])).toEqual([TUMBLER_NEW_RATE]);
    });
    const bad = documented('IncorrectParameterException');
    const { minRate, maxRate } = m.params.gauge;
    const configure = (fn: string, args: readonly unknown[]) => m.revertData(m.deployer, A().gauge, enc(gaugeAbi(), fn, args));
    expectDocumented(await configure('changeQuotaMinRate', [A().collateral, 0]), bad, {}, 'GaugeV3._checkParams');
    expectDocumented(await configure('changeQuotaMinRate', [A().collateral, maxRate + 1]), bad, {}, 'GaugeV3._checkParams');
    expectDocumented(await configure('changeQuotaMaxRate', [A().collateral, minRate - 1]), bad, {}, 'GaugeV3._checkParams');
    expectDocumented(await m.revertData(m.deployer, A().tumbler, enc(tumblerAbi(), 'setRate', [A().collateral, 0])), bad, {}, 'TumblerV3.setRate');
    // A tumbler's constructor: the docs' longest epoch deploys, one second more does not.
    const tumblerCreation = (epochLength: bigint) => encodeDeployData({ abi: tumblerAbi(), bytecode: m.artifacts.TumblerV3.bytecode, args: [A().pool, epochLength] });
    await m.client.call({ account: m.deployer, data: tumblerCreation(MAX_TUMBLER_EPOCH) });
    expectDocumented(await m.revertData(m.deployer, null, tumblerCreation(MAX_TUMBLER_EPOCH + 1n)), bad, {}, 'TumblerV3.constructor');
    // Tokens a rate keeper does not take or does not know.
    expectDocumented(await configure('addToken', [A().underlying]), documented('TokenNotAllowedException'), {}, 'GaugeV3._addToken');
    expectDocumented(await configure('addToken', [zeroAddress]), documented('ZeroAddressException'), {}, 'SanityCheckTrait._revertIfZeroAddress');
    expectDocumented(await m.revertData(m.stranger, A().gauge, enc(gaugeAbi(), 'getRates', [[A().underlying]])), documented('TokenNotAllowedException'), {}, 'GaugeV3.getRates');
    expectDocumented(await m.revertData(m.stranger, A().tumbler, enc(tumblerAbi(), 'getRates', [[A().underlying]])), documented('TokenIsNotQuotedException'), {}, 'TumblerV3.getRates');
    // Who may set the gauge: the configurator only, and a quota keeper takes only a rate keeper of its own pool.
    const notConfigurator = documented('CallerNotConfiguratorException');
    expectDocumented(await m.revertData(m.stranger, A().gauge, enc(gaugeAbi(), 'changeQuotaMaxRate', [A().collateral, maxRate])), notConfigurator, {}, 'ACLTrait._ensureCallerIsConfigurator');
    expectDocumented(await m.revertData(m.stranger, A().gauge, enc(gaugeAbi(), 'setFrozenEpoch', [true])), notConfigurator, {}, 'ACLTrait._ensureCallerIsConfigurator');
    expectDocumented(await m.revertData(m.deployer, A().quotaKeeper, enc(quotaKeeperAbi(), 'setGauge', [A().gauge])), documented('IncompatibleGaugeException'), {}, 'PoolQuotaKeeperV3.setGauge');
  });

  test('GEAR staking and voting reverts: a caller that is not the staking contract, a voting contract not allowed, votes beyond the stake, unvoting more than voted, a token the gauge lacks, migration', async () => {
    const token = A().collateral;
    const staking = (from: Address, fn: string, args: readonly unknown[]) => m.revertData(from, A().gearStaking, enc(stakingAbi(), fn, args));
    const extra = encodeAbiParameters([{ type: 'address' }, { type: 'bool' }], [token, true]);
    expectDocumented(await m.revertData(m.stranger, A().gauge, enc(gaugeAbi(), 'vote', [m.stranger, 1n, extra])), documented('CallerNotVoterException'), {}, 'GaugeV3._revertIfCallerNotVoter');
    // The tumbler is no voting contract.
    const notAllowed = documented('VotingContractNotAllowedException');
    expectDocumented(await staking(m.stranger, 'multivote', [[vote(token, 1n, true, true, A().tumbler)]]), notAllowed, {}, 'GearStakingV3._multivote');
    expectDocumented(await staking(m.stranger, 'multivote', [[vote(token, 1n, true, false, A().tumbler)]]), notAllowed, {}, 'GearStakingV3._multivote');
    const noBalance = documented('InsufficientBalanceException');
    expectDocumented(await staking(m.stranger, 'multivote', [[vote(token, 1n, true)]]), noBalance, {}, 'GearStakingV3._multivote');
    expectDocumented(await staking(m.stranger, 'withdraw', [1n, m.stranger, []]), noBalance, {}, 'GearStakingV3.withdraw');
    expectDocumented(await staking(m.stranger, 'multivote', [[vote(token, 1n, true, false)]]), documented('InsufficientVotesException'), {}, 'GaugeV3._unvote');
    await m.onSnapshot(async () => {
      await stake(m.stranger, 10n, []);
      expectDocumented(await staking(m.stranger, 'multivote', [[vote(A().underlying, 1n, true)]]), documented('TokenNotAllowedException'), {}, 'GaugeV3._vote');
    });
    expectDocumented(await staking(m.stranger, 'depositOnMigration', [1n, m.stranger, []]), documented('CallerNotMigratorException'), {}, 'GearStakingV3.migratorOnly');
    // A successor must name this contract as its migrator: the staking contract itself names none.
    expect(await m.read<Address>(A().gearStaking, stakingAbi(), 'owner')).toBe(m.deployer);
    expectDocumented(await staking(m.deployer, 'setSuccessor', [A().gearStaking]), documented('IncompatibleSuccessorException'), {}, 'GearStakingV3.setSuccessor');
  });
});

// ---- "Check it yourself" on this deployment ------------------------------------------------------------------------

/** Row kinds read on a market configurator (or found through the market configurator factory): this deployment has none. */
const NEEDS_MARKET_CONFIGURATOR: ReadonlySet<V31ProofKind> = new Set(['marketConfigurator', 'acl', 'contractsRegister', 'treasury']);

/**
 * The deployment as a V3.1 state, for the site's own row builder (v31Subjects): the address provider stand-in with the
 * entries it holds, and the curator's two markets. The fields v31Subjects reads (configurator, ACL, contracts
 * register, treasury, pool, credit suites' addresses) are the deployment's; the rest is the real market's record,
 * which no proof reads. There is no market configurator: its address is left zero.
 */
function deployedState(): Pick<V31State, 'addressProvider' | 'markets' | 'network' | 'block'> {
  const { market, suite, state } = m.params;
  const mine: V31Market = {
    ...market,
    configurator: zeroAddress,
    acl: A().acl,
    contractsRegister: A().contractsRegister,
    pool: { ...market.pool, address: A().pool },
    creditSuites: [
      {
        ...suite,
        creditManager: { ...suite.creditManager, address: A().creditManager },
        creditFacade: { ...suite.creditFacade, address: A().creditFacade },
        creditConfigurator: { ...suite.creditConfigurator, address: A().creditConfigurator },
      },
    ],
  };
  const gaugeMarket: V31Market = { ...mine, pool: { ...market.pool, address: A().gaugePool }, creditSuites: [] };
  return {
    network: state.network,
    block: Number(m.readyBlock),
    addressProvider: { contract: { ...state.addressProvider.contract, address: A().addressProvider }, entries: m.addressProviderEntries },
    markets: [mine, gaugeMarket],
  };
}

describe('"Check it yourself" for every row of this deployment the site can prove without a market configurator (address-provider entries and the register\'s rows read from stand-ins; facade and configurator rows read from the real CreditManagerV3 3.10)', () => {
  test('every row\'s read returns its address in process, and its cast command and viem snippet, run as shown, show it too', async () => {
    const started = performance.now();
    const state = deployedState();
    const ctx = v31ProofContext(state);
    const subjects = v31Subjects(state);
    const unproved = subjects.filter((s) => NEEDS_MARKET_CONFIGURATOR.has(s.kind));
    expect(unproved.map((s) => s.kind)).toEqual(['marketConfigurator', 'acl', 'contractsRegister', 'treasury']);
    // The site itself offers no proof of a curator without a market configurator factory entry.
    expect(v31ProofFor({ kind: 'marketConfigurator', address: zeroAddress }, ctx)).toBeUndefined();
    const rows = subjects.filter((s) => !NEEDS_MARKET_CONFIGURATOR.has(s.kind)).map((subject) => ({ subject, proof: v31ProofFor(subject, ctx) }));
    const proofs = rows.map(({ subject, proof }) => {
      if (!proof) throw new Error(`no proof for ${subject.kind} ${subject.address}`);
      return proof;
    });
    expect(rows.map((r) => r.subject.kind)).toEqual([...m.addressProviderEntries.map(() => 'addressProviderEntry'), 'pool', 'creditManager', 'creditFacade', 'creditConfigurator', 'pool']);

    // Each read as its viem snippet makes it, at the deployment's block.
    const block = m.readyBlock;
    const readAt = (p: ProofRead, at: bigint) =>
      m.client.readContract({ address: p.contract, abi: parseAbi([humanReadable(p.abiItem)]), functionName: p.functionName, args: p.args, blockNumber: at }).then(
        (result: unknown) => ({ ok: returned((Array.isArray(result) ? result : [result]).filter((a): a is string => typeof a === 'string'), p) && (p.match === 'contains') === Array.isArray(result), out: String(result) }),
        (error: unknown) => ({ ok: false, out: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) }),
      );
    const reads = await Promise.all(proofs.map((p) => readAt(p, block)));
    expect(reads.map((r, i) => (r.ok ? null : `${rows[i]?.subject.kind} ${rows[i]?.subject.address}: ${r.out}`)).filter(Boolean)).toEqual([]);

    // Every row's Foundry command (real cast, in bash) and viem snippet (Node), as the page shows them.
    const options = v31RenderOptions(state);
    if (!options) throw new Error(`no render options for ${state.network}`);
    const env = { ...process.env, PATH: CAST_PATH, [RPC_URL_VARIABLE[options.network]]: m.rpcUrl };
    const commands = proofs.map((p) => castCommand(p, options));
    const [cast, printed] = await Promise.all([bashBatch(commands, env), runSnippets(proofs.map((p) => viemSnippet(p, options)), env)]);
    expect(commands.filter((c, i) => !(cast[i]?.code === 0 && castReturned(cast[i]?.out ?? '', proofs[i] as ProofRead))).map((c, i) => `${c} → ${cast[i]?.out || cast[i]?.err}`)).toEqual([]);
    expect(printed.map((out, i) => (out === 'true' ? null : `${commands[i]} → snippet printed ${out}`)).filter(Boolean)).toEqual([]);
    expect(new Set(commands.map(shapeOf)).size).toBeGreaterThanOrEqual(4);

    // The same reads fail where they should: before the deployment (genesis), and a manager asked for the other pool.
    expect((await Promise.all(proofs.map((p) => readAt(p, 0n)))).filter((r) => r.ok)).toEqual([]);
    const managerRow = rows.find((r) => r.subject.kind === 'creditManager')?.proof;
    if (!managerRow) throw new Error('no credit manager row');
    expect((await readAt({ ...managerRow, args: [A().gaugePool] }, block)).ok).toBe(false);

    // Which contract answered each read, and what each row's address is: a 3.10 contract, a stand-in or mock, or an account.
    const what = (address: string) => m.deployed.find((d) => sameAddress(d.address, address));
    const kindOf = (address: string) => {
      const d = what(address);
      return d ? (d.standIn ? 'stand-in' : 'real') : 'account';
    };
    const readFrom = proofs.map((p) => kindOf(p.contract));
    expect(readFrom.includes('account')).toBe(false);
    const realReads = readFrom.filter((k) => k === 'real').length;
    const standInReads = readFrom.filter((k) => k === 'stand-in').length;
    expect(realReads).toBe(2);
    expect(proofs.filter((p, i) => readFrom[i] === 'real').map((p) => what(p.contract)?.name)).toEqual(['CreditManagerV3', 'CreditManagerV3']);
    const rowTargets = rows.map((r) => kindOf(r.subject.address));
    console.info(
      `V3.1 proofs on the deployment: ${rows.length} rows proved (${realReads} read from real 3.10 contracts, ${standInReads} from stand-ins), each by viem in process, cast and a viem snippet (${commands.length} commands, ${new Set(commands.map(shapeOf)).size} shapes); ` +
        `rows' addresses: ${rowTargets.filter((k) => k === 'real').length} real 3.10 contracts, ${rowTargets.filter((k) => k === 'stand-in').length} stand-ins or mocks, ${rowTargets.filter((k) => k === 'account').length} accounts; ` +
        `not proved (no market configurator): ${unproved.map((s) => s.kind).join(', ')}; ${Math.round(performance.now() - started)} ms`,
    );
  }, 60_000);
});

describe('the decoded-revert tally', () => {
  test('at least 25 documented V3.1 errors were triggered on the chain and decoded as the reference documents them', () => {
    const reverts = [...triggered.values()].reduce((a, b) => a + b, 0);
    console.info(`V3.1 reverts on anvil: ${reverts} triggered and decoded, ${triggered.size} distinct entries of the V3.1 reference`);
    expect(triggered.size).toBeGreaterThanOrEqual(25);
  });
});
