/** Public entry points that many entries share, as `Contract.function`. */

export const OPEN = 'CreditFacadeV3.openCreditAccount';
export const CLOSE = 'CreditFacadeV3.closeCreditAccount';
export const LIQUIDATE = 'CreditFacadeV3.liquidateCreditAccount';
export const MULTICALL = 'CreditFacadeV3.multicall';
export const BOT_MULTICALL = 'CreditFacadeV3.botMulticall';
export const SET_BOT_PERMISSIONS = 'CreditFacadeV3.setBotPermissions';

/** Every facade function that runs a multicall. */
export const ALL_MULTICALLS = [OPEN, CLOSE, LIQUIDATE, MULTICALL, BOT_MULTICALL] as const;
/** Multicalls followed by the full collateral check. */
export const CHECKED_MULTICALLS = [OPEN, MULTICALL, BOT_MULTICALL] as const;
/** Multicalls that start by applying `onDemandPriceUpdate` calls. */
export const PRICE_UPDATING_MULTICALLS = [OPEN, LIQUIDATE, MULTICALL, BOT_MULTICALL] as const;

export const POOL_DEPOSITS = ['PoolV3.deposit', 'PoolV3.depositWithReferral', 'PoolV3.mint', 'PoolV3.mintWithReferral'] as const;
export const POOL_WITHDRAWALS = ['PoolV3.withdraw', 'PoolV3.redeem'] as const;
