// Put an on-demand Redstone price update at the front of a credit facade multicall.
// The Redstone payload (signed data packages) is fetched elsewhere and passed in as bytes;
// this file only wraps it the way RedstonePriceFeed.updatePrice(bytes data) expects and
// encodes the ICreditFacadeV3Multicall.onDemandPriceUpdate entry. Uses viem only.
import {
  decodeAbiParameters,
  encodeAbiParameters,
  encodeFunctionData,
  hexToString,
  parseAbi,
  size,
  type Address,
  type Hex,
  type PublicClient,
} from "viem";

/** CreditFacadeV3 entry points that take a MultiCall[] and apply price updates first. */
export const creditFacadeV3Abi = parseAbi([
  "struct MultiCall { address target; bytes callData; }",
  "function openCreditAccount(address onBehalfOf, MultiCall[] calls, uint256 referralCode) payable returns (address creditAccount)",
  "function multicall(address creditAccount, MultiCall[] calls) payable",
  "function botMulticall(address creditAccount, MultiCall[] calls)",
  "function liquidateCreditAccount(address creditAccount, address to, MultiCall[] calls)",
]);

/** The multicall operation (ICreditFacadeV3Multicall); its target is the credit facade itself. */
export const creditFacadeV3MulticallAbi = parseAbi([
  "function onDemandPriceUpdate(address token, bool reserve, bytes data)",
]);

export const priceOracleV3Abi = parseAbi([
  "function priceFeedsRaw(address token, bool reserve) view returns (address)",
]);

export const redstonePriceFeedAbi = parseAbi([
  "function updatable() view returns (bool)",
  "function updatePrice(bytes data)",
  "function dataFeedId() view returns (bytes32)",
  "function getUniqueSignersThreshold() view returns (uint8)",
  "function lastPrice() view returns (uint128)",
  "function lastPayloadTimestamp() view returns (uint40)",
]);

/** Constants of RedstonePriceFeed.sol: how far the payload timestamp may be from the block's. */
export const MAX_DATA_TIMESTAMP_DELAY_SECONDS = 10n * 60n;
export const MAX_DATA_TIMESTAMP_AHEAD_SECONDS = 60n;

export interface MultiCall {
  target: Address;
  callData: Hex;
}

/**
 * Builds the `data` argument of `updatePrice(bytes data)`: `abi.encode(uint256, bytes)` of the
 * timestamp (in seconds) carried by every data package of the payload, and the payload itself.
 */
export function encodeRedstoneUpdateData(payloadTimestamp: bigint, redstonePayload: Hex): Hex {
  // The Redstone consumer reads the payload from the end of calldata. ABI encoding pads `bytes`
  // to whole 32-byte words, so the payload must already be word-aligned (whoever builds it pads
  // the unsigned metadata for this) or the zero padding would hide its end marker.
  if (size(redstonePayload) % 32 !== 0) {
    throw new Error("Redstone payload length must be a multiple of 32 bytes");
  }
  return encodeAbiParameters(
    [{ type: "uint256" }, { type: "bytes" }],
    [payloadTimestamp, redstonePayload],
  );
}

/**
 * Mirrors RedstonePriceFeed._validateExpectedPayloadTimestamp: the update reverts with
 * RedstonePayloadTimestampIncorrect if the timestamp is more than 10 minutes behind or
 * 1 minute ahead of the block that executes it.
 */
export function isPayloadTimestampAcceptable(updateData: Hex, blockTimestamp: bigint): boolean {
  const [payloadTimestamp] = decodeAbiParameters(
    [{ type: "uint256" }, { type: "bytes" }],
    updateData,
  );
  if (payloadTimestamp > blockTimestamp) {
    return payloadTimestamp - blockTimestamp <= MAX_DATA_TIMESTAMP_AHEAD_SECONDS;
  }
  return blockTimestamp - payloadTimestamp <= MAX_DATA_TIMESTAMP_DELAY_SECONDS;
}

/**
 * One multicall entry that makes the facade call `updatePrice(data)` on the feed the oracle
 * stores for `token` (`reserve` = true: the reserve feed). Target is the facade, not the feed.
 */
export function onDemandPriceUpdateCall(
  creditFacade: Address,
  token: Address,
  reserve: boolean,
  updateData: Hex,
): MultiCall {
  return {
    target: creditFacade,
    callData: encodeFunctionData({
      abi: creditFacadeV3MulticallAbi,
      functionName: "onDemandPriceUpdate",
      args: [token, reserve, updateData],
    }),
  };
}

/**
 * Calldata for `CreditFacadeV3.multicall(creditAccount, calls)` with the price updates placed
 * before every other call: the facade only applies updates found at the start of the array.
 */
export function encodeMulticallWithPriceUpdates(
  creditAccount: Address,
  priceUpdates: MultiCall[],
  calls: MultiCall[],
): Hex {
  return encodeFunctionData({
    abi: creditFacadeV3Abi,
    functionName: "multicall",
    args: [creditAccount, [...priceUpdates, ...calls]],
  });
}

/** Calldata to push the same update straight to the feed (anyone may call `updatePrice`). */
export function encodeDirectUpdate(updateData: Hex): Hex {
  return encodeFunctionData({
    abi: redstonePriceFeedAbi,
    functionName: "updatePrice",
    args: [updateData],
  });
}

export interface UpdatableFeed {
  feed: Address;
  /** The Redstone data feed ID to request a payload for, e.g. "ETH". */
  dataFeedId: string;
  /** How many distinct authorised signers the payload must carry. */
  signersThreshold: number;
  lastPayloadTimestamp: number;
}

/**
 * Finds the feed the facade would update for (`token`, `reserve`) and, if it is an updatable
 * Redstone feed, what payload it needs. Returns null for feeds that are not updatable.
 */
export async function readUpdatableFeed(
  client: PublicClient,
  priceOracle: Address,
  token: Address,
  reserve: boolean,
): Promise<UpdatableFeed | null> {
  // Reverts with PriceFeedDoesNotExistException if there is no such feed.
  const feed = await client.readContract({
    address: priceOracle,
    abi: priceOracleV3Abi,
    functionName: "priceFeedsRaw",
    args: [token, reserve],
  });
  const f = { address: feed, abi: redstonePriceFeedAbi } as const;
  let updatable = false;
  try {
    updatable = await client.readContract({ ...f, functionName: "updatable" });
  } catch {
    return null; // feeds without `updatable()` are not updatable
  }
  if (!updatable) return null;

  const [id, threshold, lastTimestamp] = await Promise.all([
    client.readContract({ ...f, functionName: "dataFeedId" }),
    client.readContract({ ...f, functionName: "getUniqueSignersThreshold" }),
    client.readContract({ ...f, functionName: "lastPayloadTimestamp" }),
  ]);
  return {
    feed,
    dataFeedId: hexToString(id, { size: 32 }),
    signersThreshold: threshold,
    lastPayloadTimestamp: lastTimestamp,
  };
}

/**
 * Example: update the main feed of `token`, then run `calls` (adapter calls, withdrawals…) on
 * `creditAccount`. Send the result with a wallet client:
 * `walletClient.sendTransaction({ to: creditFacade, data })`.
 */
export function buildUpdateThenCalls(params: {
  creditFacade: Address;
  creditAccount: Address;
  token: Address;
  payloadTimestamp: bigint;
  redstonePayload: Hex;
  calls: MultiCall[];
}): Hex {
  const updateData = encodeRedstoneUpdateData(params.payloadTimestamp, params.redstonePayload);
  const update = onDemandPriceUpdateCall(params.creditFacade, params.token, false, updateData);
  return encodeMulticallWithPriceUpdates(params.creditAccount, [update], params.calls);
}
