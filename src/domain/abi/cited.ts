/**
 * An ABI with its citations: for each function, the file and line of the source that declares it, in one
 * repository at one revision. `src/domain/proofs/v31.test.ts` reads each cited line and holds the ABI item to the
 * declaration there (name, parameter and return types), so a wrong name, type or line fails.
 */
import type { ContractFamily } from './index';

export interface CitedSource {
  /** `Gearbox-protocol/permissionless` or the npm package `@gearbox-protocol/core-v3`. */
  repository: 'Gearbox-protocol/permissionless' | '@gearbox-protocol/core-v3';
  /** A commit of the repository, or the package's version. */
  revision: string;
  /** `name(type,…)` → `path/in/repository.sol:line` of its declaration. */
  declared: Readonly<Record<string, string>>;
}

export interface CitedFamily extends ContractFamily {
  readonly source: CitedSource;
}
