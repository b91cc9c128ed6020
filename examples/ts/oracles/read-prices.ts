// Read a token's USD price and the parameters of its main and reserve price feeds
// from PriceOracleV3 (core-v3, contracts/core/PriceOracleV3.sol) with viem.
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  formatUnits,
  http,
  parseAbi,
  parseAbiItem,
  type Address,
  type PublicClient,
} from "viem";

/** The read-only part of PriceOracleV3, with the signatures of the deployed contract. */
export const priceOracleV3Abi = parseAbi([
  "function getPrice(address token) view returns (uint256)",
  "function getPriceSafe(address token) view returns (uint256)",
  "function getPriceRaw(address token, bool reserve) view returns (uint256)",
  "function priceFeeds(address token) view returns (address priceFeed)",
  "function priceFeedsRaw(address token, bool reserve) view returns (address)",
  "function priceFeedParams(address token) view returns (address priceFeed, uint32 stalenessPeriod, bool skipCheck, uint8 decimals, bool trusted)",
  "function convertToUSD(uint256 amount, address token) view returns (uint256)",
  "function convertFromUSD(uint256 amount, address token) view returns (uint256)",
  "function convert(uint256 amount, address tokenFrom, address tokenTo) view returns (uint256)",
  "function safeConvertToUSD(uint256 amount, address token) view returns (uint256)",
  "error PriceFeedDoesNotExistException()",
  "error StalePriceException()",
  "error IncorrectPriceException()",
]);

/** Events PriceOracleV3 emits when the configurator sets a feed (IPriceOracleV3Events). */
export const setPriceFeedEvent = parseAbiItem(
  "event SetPriceFeed(address indexed token, address indexed priceFeed, uint32 stalenessPeriod, bool skipCheck, bool trusted)",
);
export const setReservePriceFeedEvent = parseAbiItem(
  "event SetReservePriceFeed(address indexed token, address indexed priceFeed, uint32 stalenessPeriod, bool skipCheck)",
);

/**
 * What every feed answers (Chainlink's AggregatorV3 shape). `priceFeedType` and
 * `skipPriceCheck` exist on Gearbox feeds only; a plain Chainlink aggregator lacks them.
 */
export const priceFeedAbi = parseAbi([
  "function latestRoundData() view returns (uint80, int256, uint256, uint256, uint80)",
  "function decimals() view returns (uint8)",
  "function description() view returns (string)",
  "function priceFeedType() view returns (uint8)",
  "function skipPriceCheck() view returns (bool)",
]);

/** PriceFeedType names in declaration order (sdk-gov, contracts/PriceFeedType.sol): index = code. */
export const PRICE_FEED_TYPES = [
  "CHAINLINK_ORACLE",
  "YEARN_ORACLE",
  "CURVE_2LP_ORACLE",
  "CURVE_3LP_ORACLE",
  "CURVE_4LP_ORACLE",
  "ZERO_ORACLE",
  "WSTETH_ORACLE",
  "BOUNDED_ORACLE",
  "COMPOSITE_ORACLE",
  "WRAPPED_AAVE_V2_ORACLE",
  "COMPOUND_V2_ORACLE",
  "BALANCER_STABLE_LP_ORACLE",
  "BALANCER_WEIGHTED_LP_ORACLE",
  "CURVE_CRYPTO_ORACLE",
  "THE_SAME_AS",
  "REDSTONE_ORACLE",
  "ERC4626_VAULT_ORACLE",
  "NETWORK_DEPENDENT",
  "CURVE_USD_ORACLE",
  "PYTH_ORACLE",
  "MELLOW_LRT_ORACLE",
  "PENDLE_PT_TWAP_ORACLE",
] as const;

/** A value read from the chain, or the name of the custom error the call reverted with. */
export type Read<T> = { ok: true; value: T } | { ok: false; error: string };

async function attempt<T>(read: () => Promise<T>): Promise<Read<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (err) {
    if (err instanceof BaseError) {
      const reverted = err.walk((e) => e instanceof ContractFunctionRevertedError);
      if (reverted instanceof ContractFunctionRevertedError) {
        return { ok: false, error: reverted.data?.errorName ?? reverted.shortMessage };
      }
      return { ok: false, error: err.shortMessage };
    }
    throw err;
  }
}

export interface ActiveFeedParams {
  priceFeed: Address;
  /** Seconds; 0 when the feed does its own checks (skipCheck = true). */
  stalenessPeriod: number;
  skipCheck: boolean;
  /** Decimals of the token (not of the feed, whose answers always have 8). */
  decimals: number;
  /** Trusted tokens use the main price as their safe price. */
  trusted: boolean;
}

export interface TokenPriceReport {
  token: Address;
  /** Parameters of the feed `getPrice` uses now: the main feed, or the reserve one if activated. */
  active: ActiveFeedParams;
  mainFeed: Address;
  /** Absent when the token has no reserve feed (`priceFeedsRaw` reverts). */
  reserveFeed: Read<Address>;
  reserveActive: boolean;
  /** USD prices with 8 decimals. */
  price: Read<bigint>;
  mainPrice: Read<bigint>;
  reservePrice: Read<bigint> | null;
  safePrice: Read<bigint>;
  /** Value of one whole token in USD (8 decimals), from `convertToUSD`. */
  oneTokenUSD: Read<bigint>;
}

/** Reads everything PriceOracleV3 exposes about one token. */
export async function readTokenPrice(
  client: PublicClient,
  priceOracle: Address,
  token: Address,
): Promise<TokenPriceReport> {
  const oracle = { address: priceOracle, abi: priceOracleV3Abi } as const;

  // Reverts with PriceFeedDoesNotExistException when the token has no feed at all.
  const [priceFeed, stalenessPeriod, skipCheck, decimals, trusted] = await client.readContract({
    ...oracle,
    functionName: "priceFeedParams",
    args: [token],
  });

  const mainFeed = await client.readContract({
    ...oracle,
    functionName: "priceFeedsRaw",
    args: [token, false],
  });
  const reserveFeed = await attempt(() =>
    client.readContract({ ...oracle, functionName: "priceFeedsRaw", args: [token, true] }),
  );
  const reserveActive =
    reserveFeed.ok && priceFeed.toLowerCase() === reserveFeed.value.toLowerCase();

  const [price, mainPrice, safePrice, oneTokenUSD] = await Promise.all([
    attempt(() => client.readContract({ ...oracle, functionName: "getPrice", args: [token] })),
    attempt(() =>
      client.readContract({ ...oracle, functionName: "getPriceRaw", args: [token, false] }),
    ),
    attempt(() => client.readContract({ ...oracle, functionName: "getPriceSafe", args: [token] })),
    attempt(() =>
      client.readContract({
        ...oracle,
        functionName: "convertToUSD",
        args: [10n ** BigInt(decimals), token],
      }),
    ),
  ]);
  const reservePrice = reserveFeed.ok
    ? await attempt(() =>
        client.readContract({ ...oracle, functionName: "getPriceRaw", args: [token, true] }),
      )
    : null;

  return {
    token,
    active: { priceFeed, stalenessPeriod, skipCheck, decimals, trusted },
    mainFeed,
    reserveFeed,
    reserveActive,
    price,
    mainPrice,
    reservePrice,
    safePrice,
    oneTokenUSD,
  };
}

export interface FeedInfo {
  address: Address;
  description: Read<string>;
  /** PriceFeedType name, or an error for feeds that do not implement `priceFeedType()`. */
  type: Read<string>;
  skipPriceCheck: Read<boolean>;
  answer: Read<bigint>;
  /** Seconds since epoch; Gearbox feeds that check freshness themselves report 0. */
  updatedAt: Read<bigint>;
}

/** Reads what a price feed says about itself, calling it directly (no oracle checks). */
export async function readFeed(client: PublicClient, feed: Address): Promise<FeedInfo> {
  const f = { address: feed, abi: priceFeedAbi } as const;
  const [description, typeCode, skipPriceCheck, round] = await Promise.all([
    attempt(() => client.readContract({ ...f, functionName: "description" })),
    attempt(() => client.readContract({ ...f, functionName: "priceFeedType" })),
    attempt(() => client.readContract({ ...f, functionName: "skipPriceCheck" })),
    attempt(() => client.readContract({ ...f, functionName: "latestRoundData" })),
  ]);
  const type: Read<string> = typeCode.ok
    ? { ok: true, value: PRICE_FEED_TYPES[typeCode.value] ?? `type ${typeCode.value}` }
    : typeCode;
  return {
    address: feed,
    description,
    type,
    skipPriceCheck,
    answer: round.ok ? { ok: true, value: round.value[1] } : round,
    updatedAt: round.ok ? { ok: true, value: round.value[3] } : round,
  };
}

export interface ConfiguredFeed {
  priceFeed: Address;
  stalenessPeriod: number;
  skipCheck: boolean;
  blockNumber: bigint;
}

/**
 * The oracle has no getter for the parameters of an inactive feed, but every change emits an
 * event. Returns the latest SetPriceFeed and SetReservePriceFeed for `token` since `fromBlock`
 * (pick a block near the oracle's deployment: public RPCs limit log ranges).
 */
export async function readConfiguredFeeds(
  client: PublicClient,
  priceOracle: Address,
  token: Address,
  fromBlock: bigint,
): Promise<{ main: ConfiguredFeed | null; reserve: ConfiguredFeed | null }> {
  const [mainLogs, reserveLogs] = await Promise.all([
    client.getLogs({ address: priceOracle, event: setPriceFeedEvent, args: { token }, fromBlock }),
    client.getLogs({
      address: priceOracle,
      event: setReservePriceFeedEvent,
      args: { token },
      fromBlock,
    }),
  ]);
  type FeedLog = {
    args: { priceFeed?: Address; stalenessPeriod?: number; skipCheck?: boolean };
    blockNumber: bigint | null;
  };
  const last = (logs: FeedLog[]): ConfiguredFeed | null => {
    const log = logs.at(-1);
    if (!log || log.args.priceFeed === undefined) return null;
    return {
      priceFeed: log.args.priceFeed,
      stalenessPeriod: log.args.stalenessPeriod ?? 0,
      skipCheck: log.args.skipCheck ?? false,
      blockNumber: log.blockNumber ?? 0n,
    };
  };
  return { main: last(mainLogs), reserve: last(reserveLogs) };
}

/** Example: print a token's prices and feeds. Pass the PriceOracleV3 address of the network. */
export async function printTokenPrice(rpcUrl: string, priceOracle: Address, token: Address) {
  const client = createPublicClient({ transport: http(rpcUrl) });
  const report = await readTokenPrice(client, priceOracle, token);
  const usd = (r: Read<bigint> | null) =>
    r === null ? "no reserve feed" : r.ok ? `$${formatUnits(r.value, 8)}` : `reverts: ${r.error}`;

  console.log(`token          ${report.token}`);
  console.log(`price          ${usd(report.price)} (feed ${report.active.priceFeed})`);
  console.log(`main price     ${usd(report.mainPrice)} (feed ${report.mainFeed})`);
  console.log(`reserve price  ${usd(report.reservePrice)}`);
  console.log(`safe price     ${usd(report.safePrice)}`);
  console.log(`1 token in USD ${usd(report.oneTokenUSD)}`);
  console.log(`reserve active ${report.reserveActive}`);
  console.log(
    `active feed    staleness ${report.active.stalenessPeriod}s, skipCheck ${report.active.skipCheck}, trusted ${report.active.trusted}`,
  );

  const main = await readFeed(client, report.mainFeed);
  const description = main.description.ok ? main.description.value : "?";
  const type = main.type.ok ? main.type.value : "no priceFeedType(): not a Gearbox feed";
  console.log(`main feed      ${description}, ${type}`);
  return report;
}
