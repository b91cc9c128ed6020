/**
 * serialize() layouts of core-v3 contracts (the interest rate model, the rate keeper, the loss policy) and of the
 * periphery's RWA contracts (Securitize's factory and the RWA underlyings; not in a published package, so cited in
 * the periphery-v3 repository).
 */
import type { ParamLayout } from './layout';

const CORE = '@gearbox-protocol/core-v3';
const CORE_VERSION = '1.52.1';
const PERIPHERY_REPO = 'Gearbox-protocol/periphery-v3';

export const CORE_LAYOUTS: readonly ParamLayout[] = [
  {
    type: 'IRM::LINEAR',
    versions: [310],
    what: 'A two-kink linear interest rate model: the borrow rate rises along three slopes as utilisation passes U1 and U2.',
    params: 'uint16 U_1, uint16 U_2, uint16 R_base, uint16 R_slope1, uint16 R_slope2, uint16 R_slope3, bool isBorrowingMoreU2Forbidden',
    units: { U_1: 'bps', U_2: 'bps', R_base: 'bps', R_slope1: 'bps', R_slope2: 'bps', R_slope3: 'bps' },
    source: { package: CORE, version: CORE_VERSION, file: 'contracts/pool/LinearInterestRateModelV3.sol', line: 89 },
  },
  {
    type: 'RATE_KEEPER::TUMBLER',
    versions: [310],
    what: "Lets the market's configurator set each quoted token's annual quota rate directly, pushed to the quota keeper at most once per epoch, with no voting.",
    params: 'uint256 epochLength, address[] tokens, uint16[] rates',
    units: { epochLength: 'seconds', rates: 'bps' },
    source: { package: CORE, version: CORE_VERSION, file: 'contracts/pool/TumblerV3.sol', line: 76 },
  },
  {
    type: 'LOSS_POLICY::ALIASED',
    versions: [310],
    what: 'Decides who may liquidate an account with bad debt (anyone, only loss liquidators, or nobody) and can first recheck the loss with alias price feeds for some tokens.',
    params:
      'uint8 accessMode, bool checksEnabled, address[] tokens, (address priceFeed, uint32 stalenessPeriod, bool skipCheck, uint8 tokenDecimals)[] priceFeedParams',
    units: { stalenessPeriod: 'seconds' },
    source: { package: CORE, version: CORE_VERSION, file: 'contracts/core/AliasedLossPolicyV3.sol', line: 118 },
  },
  {
    type: 'RWA_FACTORY::SECURITIZE',
    versions: [310],
    what: "Opens credit accounts for Securitize investors through per-investor wallets, registers them for Securitize's DS tokens, and lets Securitize freeze or move them.",
    params: 'address owner, address degenNFT, (address token, address registrar, address[] operators)[] tokens',
    source: { repo: PERIPHERY_REPO, commit: '53dae09c4d3aa0f675b46c76e7dc0f0dbdd8acbf', file: 'contracts/rwa/SecuritizeRWAFactory.sol', line: 104 },
  },
  {
    type: 'RWA_UNDERLYING::DEFAULT',
    versions: [310],
    what: "Wraps a pool's asset one-for-one as the underlying of an RWA market, so that the RWA factory's frozen accounts can neither send nor receive it.",
    params: 'address factory, address asset',
    source: { repo: PERIPHERY_REPO, commit: 'ff5f010bf6601fb02fcf83af91e3ced84f24b668', file: 'contracts/rwa/DefaultRWAUnderlying.sol', line: 45 },
  },
  {
    type: 'RWA_UNDERLYING::ON_DEMAND',
    versions: [310],
    what: "Wraps an asset one-for-one as an RWA market's underlying whose liquidity an on-demand provider supplies just before each borrow; only allowed depositors may move it into or out of the pool.",
    params: 'address factory, address asset, address pool, address liquidityProvider, address marketConfigurator, address[] allowedDepositors',
    source: { repo: PERIPHERY_REPO, commit: '2a63cf27b458c9c3b7824086da32f9dd6ee73613', file: 'contracts/rwa/OnDemandRWAUnderlying.sol', line: 80 },
  },
];
