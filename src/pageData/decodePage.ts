/**
 * Data of the /decode page: where its table is, a few figures, and examples to try. The
 * examples are real revert data from the catalogue and a real multicall built from the Mainnet
 * snapshot (a credit facade, its underlying and its Uniswap V3 adapter).
 */
import { encodeErrorResult, encodeFunctionData, parseAbiItem, type AbiFunction, type Address } from 'viem';
import type { SiteData } from '../domain/data/model';
import { DECODE_TABLE_FILE } from '../domain/data/paths';
import { addressKey, sameAddress } from '../domain/data/address';
import { allEntries, catalogue, type AbiError } from '../domain/protocol/errors/catalogue';
import { v31AllEntries, v31Catalogue } from '../domain/protocol/errors/v31/catalogue';
import { decodeSample } from './errorsPage';

export interface DecodeExample {
  label: string;
  data: string;
}

export interface DecodePageData {
  tableUrl: string;
  /** V3.0: families and distinct errors (by selector, and reason or panic code). */
  families: number;
  errors: number;
  /** V3.1: families and distinct errors (by selector and reason). */
  v31Families: number;
  v31Errors: number;
  examples: DecodeExample[];
}

/** An owner address for the example: any address would do; this one is plainly made up. */
const EXAMPLE_OWNER: Address = '0x1111111111111111111111111111111111111111';

const fn = (sig: string) => parseAbiItem(sig) as AbiFunction;

function multicallExample(data: SiteData): DecodeExample | undefined {
  const snap = data.networks.mainnet;
  for (const cm of snap.creditManagers) {
    const uni = cm.adapters.find((a) => snap.contractLabels.get(addressKey(a.target)) === 'UNISWAP_V3_ROUTER');
    const underlying = snap.tokens.find((t) => sameAddress(t.address, cm.pool.underlying));
    const weth = snap.tokens.find((t) => t.symbol === 'WETH');
    if (!uni || !underlying || !weth || weth.address === underlying.address) continue;
    const facade = cm.facade.address;
    const debt = cm.facade.minDebt;
    const calls = [
      { target: facade, callData: encodeFunctionData({ abi: [fn('function addCollateral(address token, uint256 amount)')], args: [underlying.address, debt / 2n] }) },
      { target: facade, callData: encodeFunctionData({ abi: [fn('function increaseDebt(uint256 amount)')], args: [debt] }) },
      {
        target: uni.adapter,
        callData: encodeFunctionData({
          abi: [fn('function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 deadline, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params)')],
          args: [{ tokenIn: underlying.address, tokenOut: weth.address, fee: 500, recipient: EXAMPLE_OWNER, deadline: BigInt(snap.timestamp + 3600), amountIn: debt + debt / 2n, amountOutMinimum: 0n, sqrtPriceLimitX96: 0n }],
        }),
      },
    ];
    const open = encodeFunctionData({
      abi: [fn('function openCreditAccount(address onBehalfOf, (address target, bytes callData)[] calls, uint256 referralCode)')],
      args: [EXAMPLE_OWNER, calls, 0n],
    });
    return { label: `openCreditAccount on ${cm.name}, with a swap`, data: open };
  }
  return undefined;
}

export function decodePage(data: SiteData): DecodePageData {
  const entry = (name: string) => allEntries().find((e) => e.name === name || e.reason === name);
  const noPermission = entry('NoPermissionException');
  const safeCast = entry('SafeCast: value must be positive');
  const examples: DecodeExample[] = [];
  if (noPermission) {
    const item = parseAbiItem(noPermission.signature) as AbiError;
    examples.push({ label: 'NoPermissionException for an adapter call', data: encodeErrorResult({ abi: [item], errorName: item.name, args: [1n << 16n] }) });
  }
  if (safeCast) examples.push({ label: '"SafeCast: value must be positive"', data: decodeSample(safeCast) });
  const multicall = multicallExample(data);
  if (multicall) examples.push(multicall);
  // V3.1: an error whose parameters changed from V3.0, with a token of the Mainnet snapshot as its argument.
  const changed = v31AllEntries().find((e) => e.name === 'BalanceLessThanExpectedException');
  const token = data.networks.mainnet.tokens.find((t) => t.symbol === 'WETH');
  if (changed && token) {
    const item = parseAbiItem(changed.signature) as AbiError;
    examples.push({ label: 'V3.1 BalanceLessThanExpectedException for WETH', data: encodeErrorResult({ abi: [item], errorName: item.name, args: [token.address] as never }) });
  }
  const keys = new Set(allEntries().map((e) => `${e.selector}|${e.reason ?? ''}|${e.panic ?? ''}`));
  const v31Keys = new Set(v31AllEntries().map((e) => `${e.selector}|${e.reason ?? ''}`));
  return { tableUrl: DECODE_TABLE_FILE, families: catalogue().length, errors: keys.size, v31Families: v31Catalogue().length, v31Errors: v31Keys.size, examples };
}
