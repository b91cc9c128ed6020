/**
 * Validation: zod schemas of every snapshot field the site reads. Fields the
 * site does not read are allowed and ignored. Decoding happens in decode.ts;
 * these schemas only check shape and syntax.
 */
import * as z from 'zod';
import { isAddress } from 'viem';
import { NETWORK_IDS, type NetworkId } from './networks';

const ADDRESS_RE = /^0x[0-9a-fA-F]{40}$/;

export const address = z
  .string()
  .regex(ADDRESS_RE, { message: 'an address: "0x" followed by 40 hex digits' })
  .refine((value) => !ADDRESS_RE.test(value) || isAddress(value, { strict: true }), {
    message: 'an address with a valid EIP-55 checksum (or all lower case)',
  });

export const bigintMarker = z.object({
  __type: z.literal('bigint'),
  __value: z.string().regex(/^-?[0-9]+$/, { message: 'a decimal integer string in __value' }),
});

/** A JSON number that may exceed 2^53 (gauge votes), or a bigint marker. */
export const looseInteger = z.union([z.number().finite(), bigintMarker], {
  error: 'a number or a {"__type":"bigint","__value":"<digits>"} marker',
});

const int = z.number().int();
const hash32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/, { message: 'a 32-byte hex hash' });
const withAddress = z.object({ address });

export interface RawPriceFeed {
  address: string;
  version: number;
  type: number;
  stalenessPeriod: number;
  skipCheck: boolean;
  pricefeeds?: RawPriceFeed[] | undefined;
  dataId?: string | undefined;
  signers?: string[] | undefined;
  signersThreshold?: number | undefined;
}

export const priceFeed: z.ZodType<RawPriceFeed> = z.lazy(() =>
  z.object({
    address,
    version: int,
    type: int.nonnegative(),
    stalenessPeriod: int.nonnegative(),
    skipCheck: z.boolean(),
    pricefeeds: z.array(priceFeed).optional(),
    dataId: z.string().optional(),
    signers: z.array(address).optional(),
    signersThreshold: int.optional(),
  }),
);

export const timelockPolicy = z.object({
  enabled: z.boolean(),
  admin: address,
  delay: int.nonnegative(),
  flags: int.nonnegative(),
  exactValue: bigintMarker,
  minValue: bigintMarker,
  maxValue: bigintMarker,
  referencePoint: bigintMarker,
  referencePointUpdatePeriod: int.nonnegative(),
  referencePointTimestampLU: int.nonnegative(),
  minPctChangeDown: int.nonnegative(),
  minPctChangeUp: int.nonnegative(),
  maxPctChangeDown: int.nonnegative(),
  maxPctChangeUp: int.nonnegative(),
  minChange: bigintMarker,
  maxChange: bigintMarker,
});

const core = z.object({
  addressProviderV3: z.object({
    address,
    addresses: z.record(z.string(), z.record(z.string().regex(/^[0-9]+$/, { message: 'a version number' }), address)),
  }),
  acl: z.object({
    address,
    owner: address,
    pausableAdmins: z.array(address),
    unpausableAdmins: z.array(address),
  }),
  contractsRegister: withAddress,
  botList: withAddress,
  degenNFT2: withAddress,
  accountFactory: z.object({ address, version: int }),
  controllerTimelockV3: z.object({
    address,
    policies: z.record(hash32, timelockPolicy),
    groups: z.record(z.string(), z.array(address)),
  }),
  gearStakingV3: z.object({ address, successor: address, migrator: address }),
});

const quota = {
  rate: int.nonnegative(),
  quotaIncreaseFee: int.nonnegative(),
  totalQuoted: bigintMarker,
  limit: bigintMarker,
  isActive: z.boolean(),
};

export const poolItem = z.object({
  pool: z.object({
    address,
    underlying: address,
    dieselToken: address,
    symbol: z.string(),
    name: z.string().min(1),
    decimals: int.min(0).max(36),
    version: int,
    isPaused: z.boolean(),
    baseInterestIndex: bigintMarker,
    availableLiquidity: bigintMarker,
    expectedLiquidity: bigintMarker,
    totalBorrowed: bigintMarker,
    totalDebtLimit: bigintMarker,
    totalAssets: bigintMarker,
    totalSupply: bigintMarker,
    supplyRate: bigintMarker,
    baseInterestRate: bigintMarker,
    dieselRate_RAY: bigintMarker,
    withdrawFee: int.nonnegative(),
    lastBaseInterestUpdate: bigintMarker,
    poolQuotaKeeper: address,
    gauge: address,
    creditManagerDebtParams: z.record(
      z.string(),
      z.object({ creditManager: address, borrowed: bigintMarker, limit: bigintMarker, availableToBorrow: bigintMarker }),
    ),
    quotas: z.array(z.object({ token: address, ...quota })),
    zappers: z.array(z.object({ zapper: address, tokenIn: address, tokenOut: address })),
  }),
  poolQuotaKeeper: z.object({ address, quotas: z.record(address, z.object(quota)) }),
  linearModel: z.object({
    address,
    U1: int.nonnegative(),
    U2: int.nonnegative(),
    Rbase: int.nonnegative(),
    Rslope1: int.nonnegative(),
    Rslope2: int.nonnegative(),
    Rslope3: int.nonnegative(),
    isBorrowingMoreU2Forbidden: z.boolean(),
  }),
  gauge: z.object({
    address,
    currentEpoch: int.nonnegative(),
    epochFrozen: z.boolean(),
    quotaParams: z.record(
      address,
      z.object({
        minRate: int.nonnegative(),
        maxRate: int.nonnegative(),
        totalVotesLpSide: looseInteger,
        totalVotesCaSide: looseInteger,
        rate: int.nonnegative(),
      }),
    ),
  }),
});

export const creditItem = z.object({
  creditFacade: z.object({
    address,
    version: int,
    maxQuotaMultiplier: int.nonnegative(),
    expirable: z.boolean(),
    isDegenMode: z.boolean(),
    degenNFT: address,
    expirationDate: int.nonnegative(),
    maxDebtPerBlockMultiplier: int.nonnegative(),
    botList: address,
    minDebt: bigintMarker,
    maxDebt: bigintMarker,
    currentCumulativeLoss: bigintMarker,
    maxCumulativeLoss: bigintMarker,
    forbiddenTokenMask: bigintMarker,
    isPaused: z.boolean(),
  }),
  creditManager: z.object({
    address,
    name: z.string().min(1),
    version: int,
    accountFactory: address,
    underlying: address,
    pool: address,
    creditFacade: address,
    creditConfigurator: address,
    priceOracle: address,
    maxEnabledTokens: int.nonnegative(),
    collateralTokens: z.record(address, int.min(0).max(10000)),
    feeInterest: int.min(0).max(10000),
    feeLiquidation: int.min(0).max(10000),
    liquidationDiscount: int.min(0).max(10000),
    feeLiquidationExpired: int.min(0).max(10000),
    liquidationDiscountExpired: int.min(0).max(10000),
    quotedTokensMask: bigintMarker,
    contractsToAdapters: z.record(address, address),
  }),
  creditConfigurator: z.object({ address, version: int, emergencyLiquidators: z.array(address) }),
});

export const snapshot = z.object({
  block: int.nonnegative(),
  timestamp: int.nonnegative(),
  core,
  priceOracle: z.object({
    priceOracleV3: withAddress,
    mainPriceFeeds: z.record(address, priceFeed),
    reservePriceFeeds: z.record(address, priceFeed),
  }),
  periphery: z.object({
    zapperRegister: withAddress,
    dataCompressorV3: withAddress,
    multiPause: withAddress,
    degenDistributor: withAddress.optional(),
  }),
  poolState: z.array(poolItem),
  creditState: z.array(creditItem),
  routerState: z.object({
    router: z.object({
      address,
      components: z.array(z.object({ routerComponent: int, address })),
    }),
  }),
  contractLabels: z.record(z.string(), z.string()),
});

export type RawSnapshot = z.infer<typeof snapshot>;
export type RawBigint = z.infer<typeof bigintMarker>;

/** Token list (`tokens.json`): symbol and address of every known token per network. */
const tokens = z.array(z.object({ symbol: z.string().min(1), address }));
export const tokenList = z.object({
  networks: z.object(Object.fromEntries(NETWORK_IDS.map((id) => [id, tokens])) as Record<NetworkId, typeof tokens>),
});
export type RawTokenList = z.infer<typeof tokenList>;

/** Legacy Mainnet V2/V1 address list (`mainnet-v2-v1.json`). */
const legacyEntry = z.object({ label: z.string().min(1), address, sourceLink: z.string().url().optional() });
const legacyGroup = z.object({ label: z.string().min(1), entries: z.array(legacyEntry) });
const legacyItem = z.union([legacyEntry, legacyGroup], {
  error: 'an entry {label, address} or a group {label, entries}',
});
export const legacyList = z.object({
  title: z.string(),
  sections: z.array(
    z.object({
      title: z.string().min(1),
      entries: z.array(legacyItem),
      subsections: z.array(z.object({ title: z.string().min(1), entries: z.array(legacyItem) })),
    }),
  ),
});
export type RawLegacyList = z.infer<typeof legacyList>;
