/**
 * The compile units behind the tests' V3.0 deployment (tests/helpers/protocol30.ts): core-v3 1.45.0 (contracts 3.00)
 * as published on npm, the unit of src/cli/abi/units.ts whose ABIs the site publishes, with the tests' own contracts
 * beside it. Every tree comes from the npm registry or from this repository, never from the git mirrors, so the units
 * compile in CI.
 *
 * - Optimizer runs and EVM version: 1.45.0's foundry.toml (12,000 runs, shanghai). Its solc was 0.8.17; the project
 *   has 0.8.37 only, so the bytecode is not the deployed one, but the source is.
 * - Mock tokens and price feeds and the periphery stand-ins are the tests' own (tests/helpers/contracts/v30/mocks),
 *   compiled in the same unit so they share its OpenZeppelin tree.
 */
import type { CompileUnit } from './compile';
import type { BytecodeSettings } from './bytecode';
import { unitById } from './units';

/** The published 3.00 unit (its ABIs are src/domain/abi/compiled/core-v3@1.45.0.json). */
export const V300_UNIT_ID = 'core-v3@1.45.0';

function v300Unit(): CompileUnit {
  const unit = unitById(V300_UNIT_ID);
  if (!unit) throw new Error(`no compile unit ${V300_UNIT_ID} in src/cli/abi/units.ts`);
  return unit;
}

/** The tests' own contracts, mounted under `docs-tests/`. */
export const V30_MOCKS_DIR = 'tests/helpers/contracts/v30/mocks';
export const V30_MOCKS_FILE = 'docs-tests/V30TestContracts.sol';

const base = v300Unit();

/** core-v3 1.45.0's contracts a V3.0 deployment runs (the published unit's files), and the tests' mocks. */
export const DEPLOY_UNIT_300: CompileUnit = {
  ...base,
  id: `${base.id}-deploy`,
  mounts: [...base.mounts, { prefix: 'docs-tests/', tree: { kind: 'local', dir: V30_MOCKS_DIR } }],
  files: [...base.files.filter((f) => !f.startsWith('contracts/interfaces/')), V30_MOCKS_FILE],
};

/** 1.45.0's foundry.toml. */
export const DEPLOY_SETTINGS_300: BytecodeSettings = { optimizerRuns: 12_000, evmVersion: 'shanghai' };
