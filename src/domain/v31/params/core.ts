/** serialize() layouts of core-v3 contracts: the interest rate model, the rate keeper, the loss policy. */
import type { ParamLayout } from './layout';

export const CORE_LAYOUTS: readonly ParamLayout[] = [
  {
    type: 'IRM::LINEAR',
    versions: [310],
    what: 'A two-kink linear interest rate model: the borrow rate rises along three slopes as utilisation passes U1 and U2.',
    params: 'uint16 U_1, uint16 U_2, uint16 R_base, uint16 R_slope1, uint16 R_slope2, uint16 R_slope3, bool isBorrowingMoreU2Forbidden',
    units: { U_1: 'bps', U_2: 'bps', R_base: 'bps', R_slope1: 'bps', R_slope2: 'bps', R_slope3: 'bps' },
    source: { package: '@gearbox-protocol/core-v3', version: '1.52.1', file: 'contracts/pool/LinearInterestRateModelV3.sol', line: 89 },
  },
];
