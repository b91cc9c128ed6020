// A keeper for the LimitOrderBot: finds open orders from SubmitOrder events, simulates
// executeOrder for each and sends the ones that would succeed. The keeper's address needs no
// permission in the bot list: the bot contract is the address that calls botMulticall.
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  http,
  parseAbi,
  zeroAddress,
  type Account,
  type Address,
  type Chain,
  type Hash,
} from 'viem';

const limitOrderBotAbi = parseAbi([
  'struct Order { address owner; address creditFacade; address creditAccount; address adapter; address tokenIn; address tokenOut; uint24 fee; uint256 amountIn; uint256 minAmountOut; uint256 deadline; }',
  'function getOrder(uint256 orderId) view returns (Order)',
  'function executeOrder(uint256 orderId)',
  'event SubmitOrder(uint256 indexed orderId, address indexed owner, address indexed creditAccount)',
  'error OrderNotActive()',
  'error OrderExpired()',
  'error AccountOwnerChanged()',
  'error PriceConditionNotMet(uint256 oracleAmountOut, uint256 minAmountOut)',
  // Errors that can bubble up from CreditFacadeV3.botMulticall and the credit manager
  'error NotApprovedBotException()',
  'error NoPermissionException(uint256 permission)',
  'error NotEnoughCollateralException()',
  'error TargetContractNotAllowedException()',
  'error CreditAccountDoesNotExistException()',
]);

export interface KeeperContext {
  rpcUrl: string;
  chain: Chain;
  /** Any funded address; it only pays gas. */
  account: Account;
  /** Deployed LimitOrderBot. */
  bot: Address;
}

export type OrderOutcome =
  | { orderId: bigint; status: 'executed'; hash: Hash }
  | { orderId: bigint; status: 'skipped'; reason: string };

function clients(ctx: KeeperContext) {
  const transport = http(ctx.rpcUrl);
  return {
    publicClient: createPublicClient({ chain: ctx.chain, transport }),
    walletClient: createWalletClient({ chain: ctx.chain, transport, account: ctx.account }),
  };
}

/** Ids of orders submitted since `fromBlock` that are still stored (not executed or cancelled). */
export async function findOpenOrders(ctx: KeeperContext, fromBlock: bigint): Promise<bigint[]> {
  const { publicClient } = clients(ctx);
  const events = await publicClient.getContractEvents({
    address: ctx.bot,
    abi: limitOrderBotAbi,
    eventName: 'SubmitOrder',
    fromBlock,
  });
  const ids = events.flatMap((e) => (e.args.orderId === undefined ? [] : [e.args.orderId]));

  const open: bigint[] = [];
  for (const orderId of ids) {
    const order = await publicClient.readContract({
      address: ctx.bot,
      abi: limitOrderBotAbi,
      functionName: 'getOrder',
      args: [orderId],
    });
    if (order.owner !== zeroAddress) open.push(orderId);
  }
  return open;
}

/** Tries one order: simulation first, so a failing condition costs no gas. */
export async function tryExecute(ctx: KeeperContext, orderId: bigint): Promise<OrderOutcome> {
  const { publicClient, walletClient } = clients(ctx);
  try {
    const { request } = await publicClient.simulateContract({
      account: ctx.account,
      address: ctx.bot,
      abi: limitOrderBotAbi,
      functionName: 'executeOrder',
      args: [orderId],
    });
    const hash = await walletClient.writeContract(request);
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') return { orderId, status: 'skipped', reason: `reverted on chain in ${hash}` };
    return { orderId, status: 'executed', hash };
  } catch (err) {
    // Decode the custom error name when the revert came from a known contract error
    if (err instanceof BaseError) {
      const revert = err.walk((e) => e instanceof ContractFunctionRevertedError);
      if (revert instanceof ContractFunctionRevertedError) {
        return { orderId, status: 'skipped', reason: revert.data?.errorName ?? revert.shortMessage };
      }
      return { orderId, status: 'skipped', reason: err.shortMessage };
    }
    throw err;
  }
}

/** One keeper round: scan, then try every open order in turn. Run it on a timer or on each new block. */
export async function runKeeperRound(ctx: KeeperContext, fromBlock: bigint): Promise<OrderOutcome[]> {
  const outcomes: OrderOutcome[] = [];
  for (const orderId of await findOpenOrders(ctx, fromBlock)) {
    outcomes.push(await tryExecute(ctx, orderId));
  }
  return outcomes;
}
