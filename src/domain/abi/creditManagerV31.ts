/**
 * CreditManagerV3 at version 3.10, the credit manager of V3.1 credit suites (@gearbox-protocol/core-v3 1.52.1,
 * the project's pinned version; contracts/credit/CreditManagerV3.sol:60 `version = 3_10`). The same functions as
 * V3.0's manager, so the ABI is V3.0's (./creditManager.ts, generated from the compiled 3.00 one); the citations are this version's:
 * contracts/interfaces/ICreditManagerV3.sol:83 creditFacade(), :85 creditConfigurator().
 */
import type { CitedFamily } from './cited';
import { creditManagerV3 } from './creditManager';

export const creditManagerV31 = {
  name: 'CreditManagerV3 3.10',
  abi: creditManagerV3.abi,
  source: {
    repository: '@gearbox-protocol/core-v3',
    revision: '1.52.1',
    declared: {
      'creditFacade()': 'contracts/interfaces/ICreditManagerV3.sol:83',
      'creditConfigurator()': 'contracts/interfaces/ICreditManagerV3.sol:85',
    },
  },
} as const satisfies CitedFamily;
