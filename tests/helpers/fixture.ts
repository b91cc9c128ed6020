/**
 * A small synthetic snapshot, written for the tests: one pool, one credit
 * manager, a handful of tokens and feeds, with round numbers chosen so every
 * value a view shows can be worked out by hand. It goes through the real
 * validation, checks and decoding, so view tests see exactly what the site
 * would. `rawFixture(edit)` returns the raw JSON to change first.
 */
import type { NetworkSnapshot, SiteData } from '../../src/domain/data/model';
import { NETWORKS } from '../../src/domain/data/networks';
import { snapshot as snapshotSchema, legacyList, type RawSnapshot } from '../../src/domain/data/schema';
import { validate } from '../../src/domain/data/validate';
import { checkChain, checkReferences } from '../../src/domain/data/checks';
import { decodeLegacy, decodeSnapshot, decodeTokens } from '../../src/domain/data/link';
import { policyHash, POLICY_KEYS } from '../../src/domain/protocol/timelock';
import { loadV31, type V31Data } from '../../src/domain/v31/data';
import { DIRS } from './data';

let v31: V31Data | undefined;
/** The fixture site's V3.1 part is the real V3.1 folder (read once). */
const realV31 = (): V31Data => (v31 ??= loadV31(DIRS.v31Dir));

/** A made-up address, all lower case: `0x…{n in hex}`. */
export const A = (n: number): `0x${string}` => `0x${n.toString(16).padStart(40, '0')}`;

export const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
export const WETH = NETWORKS.mainnet.weth;
export const TKN = A(0x70c);
export const ZERO_FEED = A(0x2e0);
export const POOL = A(0x9001);
export const CM = A(0xc001);

const big = (v: bigint | number) => ({ __type: 'bigint' as const, __value: v.toString() });
const feed = (address: string, type: number, extra: object = {}) => ({ address, version: 300, type, stalenessPeriod: 0, skipCheck: false, pricefeeds: [], ...extra });

export function rawFixture(edit: (raw: RawSnapshot) => void = () => {}): RawSnapshot {
  const raw: RawSnapshot = {
    block: 1000,
    timestamp: 1_700_000_000,
    core: {
      addressProviderV3: { address: A(0xa9), addresses: { WETH_TOKEN: { '0': WETH }, ZERO_PRICE_FEED: { '300': ZERO_FEED } } },
      acl: { address: A(0xac1), owner: A(0x0e), pausableAdmins: [A(0xad1), A(0xad2)], unpausableAdmins: [] },
      contractsRegister: { address: A(0xc4) },
      botList: { address: A(0xb0) },
      degenNFT2: { address: A(0xde) },
      accountFactory: { address: A(0xaf), version: 3 },
      controllerTimelockV3: {
        address: A(0x71),
        policies: {
          [policyHash(POLICY_KEYS.TOKEN_LT ?? [])]: {
            enabled: true,
            admin: A(0xad1),
            delay: 86_400,
            flags: 70, // min value, max value, max % change
            exactValue: big(0),
            minValue: big(5000),
            maxValue: big(9500),
            referencePoint: big(0),
            referencePointUpdatePeriod: 0,
            referencePointTimestampLU: 0,
            minPctChangeDown: 0,
            minPctChangeUp: 0,
            maxPctChangeDown: 500,
            maxPctChangeUp: 250,
            minChange: big(0),
            maxChange: big(0),
          },
        },
        groups: { CREDIT_MANAGERS: [CM] },
      },
      gearStakingV3: { address: A(0x65), successor: A(0), migrator: A(0x66) },
    },
    priceOracle: {
      priceOracleV3: { address: A(0x0a), },
      mainPriceFeeds: {
        [USDC]: feed(A(0xf1), 0, { stalenessPeriod: 87_300 }),
        [WETH]: feed(A(0xf2), 8, { skipCheck: true, pricefeeds: [feed(A(0xf3), 0, { stalenessPeriod: 4_500 }), feed(A(0xf4), 0, { stalenessPeriod: 86_400 })] }),
        [TKN]: feed(ZERO_FEED, 5),
      },
      reservePriceFeeds: {
        [USDC]: feed(A(0xf5), 15, { skipCheck: true, dataId: 'USDC', signers: [A(0x51), A(0x52), A(0)], signersThreshold: 2 }),
      },
    },
    periphery: { zapperRegister: { address: A(0x2a) }, dataCompressorV3: { address: A(0xdc) }, multiPause: { address: A(0x3a) } },
    poolState: [
      {
        pool: {
          address: POOL,
          underlying: USDC,
          dieselToken: POOL,
          symbol: 'dUSDCV3',
          name: 'Test USDC v3',
          decimals: 6,
          version: 300,
          isPaused: false,
          baseInterestIndex: big(10n ** 27n),
          availableLiquidity: big(400_000_000_000n),
          expectedLiquidity: big(1_000_000_000_000n),
          totalBorrowed: big(600_000_000_000n),
          totalDebtLimit: big(5_000_000_000_000n),
          totalAssets: big(1_000_000_000_000n),
          totalSupply: big(990_000_000_000n),
          supplyRate: big(25n * 10n ** 24n),
          baseInterestRate: big(8_571_428_571_428_571_428_571_428n),
          dieselRate_RAY: big(1_010_101_010_101_010_101_010_101_010n),
          withdrawFee: 0,
          lastBaseInterestUpdate: big(1_699_999_000),
          poolQuotaKeeper: A(0x9b),
          gauge: A(0x9c),
          creditManagerDebtParams: { [CM]: { creditManager: CM, borrowed: big(600_000_000_000n), limit: big(2_000_000_000_000n), availableToBorrow: big(400_000_000_000n) } },
          quotas: [],
          zappers: [{ zapper: A(0x2b), tokenIn: USDC, tokenOut: POOL }],
        },
        poolQuotaKeeper: {
          address: A(0x9b),
          quotas: { [WETH]: { rate: 150, quotaIncreaseFee: 1, totalQuoted: big(100_000_000_000n), limit: big(3_000_000_000_000n), isActive: true } },
        },
        linearModel: { address: A(0x9d), U1: 7000, U2: 9000, Rbase: 0, Rslope1: 100, Rslope2: 125, Rslope3: 10000, isBorrowingMoreU2Forbidden: true },
        gauge: {
          address: A(0x9c),
          currentEpoch: 40,
          epochFrozen: false,
          quotaParams: { [WETH]: { minRate: 4, maxRate: 4000, totalVotesLpSide: 30_000e18, totalVotesCaSide: big(10_000n * 10n ** 18n), rate: 150 } },
        },
      },
    ],
    creditState: [
      {
        creditFacade: {
          address: A(0xcf),
          version: 300,
          maxQuotaMultiplier: 2,
          expirable: false,
          isDegenMode: false,
          degenNFT: A(0),
          expirationDate: 0,
          maxDebtPerBlockMultiplier: 2,
          botList: A(0xb0),
          minDebt: big(20_000_000_000n),
          maxDebt: big(1_000_000_000_000n),
          currentCumulativeLoss: big(0),
          maxCumulativeLoss: big(200_000_000_000n),
          forbiddenTokenMask: big(4),
          isPaused: false,
        },
        creditManager: {
          address: CM,
          name: 'Test USDC Tier 1',
          version: 300,
          accountFactory: A(0xaf),
          underlying: USDC,
          pool: POOL,
          creditFacade: A(0xcf),
          creditConfigurator: A(0xcc),
          priceOracle: A(0x0a),
          maxEnabledTokens: 4,
          collateralTokens: { [USDC]: 9500, [WETH]: 9000, [TKN]: 0 },
          feeInterest: 2500,
          feeLiquidation: 150,
          liquidationDiscount: 9600,
          feeLiquidationExpired: 100,
          liquidationDiscountExpired: 9800,
          quotedTokensMask: big(2),
          contractsToAdapters: { [A(0x7a)]: A(0xada) },
        },
        creditConfigurator: { address: A(0xcc), version: 300, emergencyLiquidators: [A(0xe1)] },
      },
    ],
    routerState: { router: { address: A(0x40), components: [] } },
    contractLabels: { [A(0x7a)]: 'TARGET_ROUTER', [ZERO_FEED]: 'ZeroPriceFeed', [TKN]: 'TKN_LABEL' },
  };
  edit(raw);
  return raw;
}

export const FIXTURE_TOKENS = [
  { symbol: 'USDC', address: USDC },
  { symbol: 'WETH', address: WETH },
];

/** The fixture as the site's model: validated, checked and decoded as a Mainnet snapshot. */
export function fixtureSnapshot(edit?: (raw: RawSnapshot) => void): NetworkSnapshot {
  const file = 'fixture/mainnet.json';
  const raw = validate(snapshotSchema, rawFixture(edit), file);
  checkChain(raw, NETWORKS.mainnet, file);
  checkReferences(raw, file);
  return decodeSnapshot(raw, NETWORKS.mainnet, decodeTokens(FIXTURE_TOKENS));
}

/**
 * A whole site of fixtures: the fixture is the Mainnet snapshot; Arbitrum and Optimism share its core contracts and
 * feeds but have no pools or credit managers. The legacy list has three entries.
 */
export function fixtureSite(edit?: (raw: RawSnapshot) => void): SiteData {
  const mainnet = fixtureSnapshot(edit);
  const other = (id: 'arbitrum' | 'optimism'): NetworkSnapshot => ({ ...mainnet, network: NETWORKS[id], pools: [], creditManagers: [] });
  return {
    networks: { mainnet, arbitrum: other('arbitrum'), optimism: other('optimism') },
    v31: realV31(),
    legacy: decodeLegacy(
      validate(
        legacyList,
        {
          title: 'V1, V2 Contracts',
          sections: [
            { title: 'Core', entries: [{ label: 'ACL', address: A(0xac1) }], subsections: [] },
            { title: 'Pool USDC', entries: [], subsections: [{ title: 'V2.1', entries: [{ label: 'Pool', address: A(0x2001) }, { label: 'Adapters', entries: [{ label: 'Curve', address: A(0x2002) }] }] }] },
          ],
        },
        'fixture/mainnet-v2-v1.json',
      ),
    ),
  };
}
