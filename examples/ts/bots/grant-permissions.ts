// The credit account owner allows the LimitOrderBot to act on the account, checks the result in
// the bot list, and places a limit order. In contract version 3.01 permissions are set with a
// direct call to CreditFacadeV3.setBotPermissions, not with a multicall operation.
import {
  createPublicClient,
  createWalletClient,
  http,
  isAddressEqual,
  parseAbi,
  parseEventLogs,
  type Account,
  type Address,
  type Chain,
  type Hash,
} from 'viem';

/** Permission bits from core-v3 interfaces/ICreditFacadeV3Multicall.sol (uint192 in Solidity). */
export const ADD_COLLATERAL_PERMISSION = 1n;
export const INCREASE_DEBT_PERMISSION = 1n << 1n;
export const DECREASE_DEBT_PERMISSION = 1n << 2n;
export const ENABLE_TOKEN_PERMISSION = 1n << 3n;
export const DISABLE_TOKEN_PERMISSION = 1n << 4n;
export const WITHDRAW_COLLATERAL_PERMISSION = 1n << 5n;
export const UPDATE_QUOTA_PERMISSION = 1n << 6n;
export const REVOKE_ALLOWANCES_PERMISSION = 1n << 7n;
export const EXTERNAL_CALLS_PERMISSION = 1n << 16n;

const creditFacadeAbi = parseAbi([
  'function creditManager() view returns (address)',
  'function botList() view returns (address)',
  'function setBotPermissions(address creditAccount, address bot, uint192 permissions)',
]);

const botListAbi = parseAbi([
  'function getBotStatus(address bot, address creditManager, address creditAccount) view returns (uint192 permissions, bool forbidden, bool hasSpecialPermissions)',
]);

const limitOrderBotAbi = parseAbi([
  'struct Order { address owner; address creditFacade; address creditAccount; address adapter; address tokenIn; address tokenOut; uint24 fee; uint256 amountIn; uint256 minAmountOut; uint256 deadline; }',
  'function submitOrder(Order order) returns (uint256 orderId)',
  'event SubmitOrder(uint256 indexed orderId, address indexed owner, address indexed creditAccount)',
]);

export interface OwnerContext {
  rpcUrl: string;
  chain: Chain;
  /** The credit account owner, e.g. from privateKeyToAccount or a browser wallet. */
  account: Account;
}

export interface BotStatus {
  permissions: bigint;
  forbidden: boolean;
  hasSpecialPermissions: boolean;
}

function clients(ctx: OwnerContext) {
  const transport = http(ctx.rpcUrl);
  return {
    publicClient: createPublicClient({ chain: ctx.chain, transport }),
    walletClient: createWalletClient({ chain: ctx.chain, transport, account: ctx.account }),
  };
}

/** Reads what the bot list currently records for `bot` on `creditAccount`. */
export async function readBotStatus(
  ctx: OwnerContext,
  creditFacade: Address,
  creditAccount: Address,
  bot: Address,
): Promise<BotStatus> {
  const { publicClient } = clients(ctx);
  const [creditManager, botList] = await Promise.all([
    publicClient.readContract({ address: creditFacade, abi: creditFacadeAbi, functionName: 'creditManager' }),
    publicClient.readContract({ address: creditFacade, abi: creditFacadeAbi, functionName: 'botList' }),
  ]);
  const [permissions, forbidden, hasSpecialPermissions] = await publicClient.readContract({
    address: botList,
    abi: botListAbi,
    functionName: 'getBotStatus',
    args: [bot, creditManager, creditAccount],
  });
  return { permissions, forbidden, hasSpecialPermissions };
}

/**
 * Sets the bot's permission mask for one credit account (only the account owner may call).
 * A mask of 0n removes the bot. Returns the transaction hash and the status read back afterwards.
 */
export async function setBotPermissions(
  ctx: OwnerContext,
  creditFacade: Address,
  creditAccount: Address,
  bot: Address,
  permissions: bigint,
): Promise<{ hash: Hash; status: BotStatus }> {
  const { publicClient, walletClient } = clients(ctx);

  // Simulate first: this surfaces UnexpectedPermissionsException, InvalidBotException,
  // AddressIsNotContractException or CallerNotCreditAccountOwnerException before paying gas.
  const { request } = await publicClient.simulateContract({
    account: ctx.account,
    address: creditFacade,
    abi: creditFacadeAbi,
    functionName: 'setBotPermissions',
    args: [creditAccount, bot, permissions],
  });
  const hash = await walletClient.writeContract(request);
  await publicClient.waitForTransactionReceipt({ hash });

  const status = await readBotStatus(ctx, creditFacade, creditAccount, bot);
  return { hash, status };
}

/** The limit-order bot only swaps through an adapter, so adapter calls are all it needs. */
export function grantLimitOrderBot(ctx: OwnerContext, creditFacade: Address, creditAccount: Address, bot: Address) {
  return setBotPermissions(ctx, creditFacade, creditAccount, bot, EXTERNAL_CALLS_PERMISSION);
}

/** Removes the bot from the account. */
export function revokeBot(ctx: OwnerContext, creditFacade: Address, creditAccount: Address, bot: Address) {
  return setBotPermissions(ctx, creditFacade, creditAccount, bot, 0n);
}

export interface LimitOrder {
  creditFacade: Address;
  creditAccount: Address;
  /** Uniswap V3 adapter registered in the account's credit manager. */
  adapter: Address;
  tokenIn: Address;
  tokenOut: Address;
  /** Uniswap V3 fee tier in hundredths of a bip, e.g. 500 = 0.05%. */
  fee: number;
  /** Amount of tokenIn to sell, in tokenIn's smallest unit. */
  amountIn: bigint;
  /** Least tokenOut accepted for the whole amountIn, in tokenOut's smallest unit. */
  minAmountOut: bigint;
  /** Unix timestamp in seconds. */
  deadline: bigint;
}

/** Places a limit order with the bot and returns its id (read from the SubmitOrder event). */
export async function submitLimitOrder(ctx: OwnerContext, bot: Address, order: LimitOrder): Promise<bigint> {
  const { publicClient, walletClient } = clients(ctx);
  const { request } = await publicClient.simulateContract({
    account: ctx.account,
    address: bot,
    abi: limitOrderBotAbi,
    functionName: 'submitOrder',
    // `owner` is overwritten by the contract with msg.sender
    args: [{ owner: ctx.account.address, ...order }],
  });
  const hash = await walletClient.writeContract(request);
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`submitOrder reverted in ${hash}`);

  // Take the id from the event rather than from the simulation: another order may have landed first.
  const [event] = parseEventLogs({
    abi: limitOrderBotAbi,
    eventName: 'SubmitOrder',
    logs: receipt.logs.filter((log) => isAddressEqual(log.address, bot)),
  });
  if (!event) throw new Error(`no SubmitOrder event in ${hash}`);
  return event.args.orderId;
}
