/**
 * Zappers. ZapperRegister (periphery-v3 at 8956443, contracts/interfaces/IZapperRegister.sol:7-10):
 * zappers(pool). A zapper (integrations-v3 contracts/interfaces/zappers/IZapper.sol:9 pool,
 * :13 tokenIn, :15 tokenOut).
 */
import { parseAbi } from 'viem';

export const zapperRegister = {
  name: 'ZapperRegister',
  abi: parseAbi([
    'event AddZapper(address)',
    'event RemoveZapper(address)',
    'function zappers(address pool) view returns (address[])',
  ]),
} as const;

export const zapper = {
  name: 'Zapper',
  abi: parseAbi([
    'function pool() view returns (address)',
    'function tokenIn() view returns (address)',
    'function tokenOut() view returns (address)',
  ]),
} as const;
