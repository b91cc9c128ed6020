/**
 * The ABI of a contract or interface of the pinned V3.1 sources, compiled with solc-js from the source itself:
 * core-v3 3.10 from node_modules (npm 1.52.1, the same contracts as tag v1.53.0), and permissionless,
 * periphery-v3 and integrations-v3 from their git mirrors at the tags of src/domain/protocol/errors/sources.ts.
 * The V3.1 examples' ABI fragments are held to these (examples/v31-signatures.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import solc from 'solc';
import type { Abi, AbiParameter } from 'viem';
import { mirrorsDir } from '../src/cli/abi/trees';
import { SOURCES } from '../src/domain/protocol/errors/sources';
import { ROOT } from '../tests/helpers/buildDir';

export type Pin = 'core-v3@3.10' | 'permissionless' | 'periphery-v3@3.10' | 'integrations-v3@3.10';

const MIRROR_ROOT = mirrorsDir();
/** Where each pin's files come from, and the import prefix other repositories use for it. */
const PINS: Record<Pin, { prefix: string; read: (file: string) => string; available: () => boolean }> = {
  'core-v3@3.10': {
    prefix: '@gearbox-protocol/core-v3/',
    read: (file) => readFileSync(path.join(ROOT, 'node_modules/@gearbox-protocol/core-v3', file), 'utf8'),
    available: () => existsSync(path.join(ROOT, 'node_modules/@gearbox-protocol/core-v3/contracts')),
  },
  permissionless: mirrored('permissionless', '@gearbox-protocol/permissionless/'),
  'periphery-v3@3.10': mirrored('periphery-v3@3.10', '@gearbox-protocol/periphery-v3/'),
  'integrations-v3@3.10': mirrored('integrations-v3@3.10', '@gearbox-protocol/integrations-v3/'),
};

function mirrored(pin: Pin, prefix: string) {
  const source = SOURCES[pin];
  const dir = path.join(MIRROR_ROOT, source.repo.replace('/', '+'), 'repo');
  return {
    prefix,
    read: (file: string) => execFileSync('git', ['-C', dir, 'show', `${source.tag}:${file}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
    available: () => existsSync(dir),
  };
}

/** Whether a pin's source can be read here (the mirrors are a workplace copy, not a package). */
export const pinAvailable = (pin: Pin): boolean => PINS[pin].available();

/** The file of `pin` behind a source unit name such as `@gearbox-protocol/core-v3/contracts/…`. */
function readUnit(unit: string): string {
  for (const p of Object.values(PINS)) if (unit.startsWith(p.prefix)) return p.read(unit.slice(p.prefix.length));
  throw new Error(`no pinned source for import ${unit}`);
}

/** Whether an import path is one of the pinned repositories' (third-party code such as OpenZeppelin is not here). */
const pinned = (unit: string) => Object.values(PINS).some((p) => unit.startsWith(p.prefix));

/**
 * An imported file as the compiler needs it for ABIs. A file that imports third-party code (OpenZeppelin, 1inch:
 * not installed) is given as its pragma and its file-level struct and enum declarations, verbatim: interfaces
 * import only those from such files (e.g. `BalanceDelta` from core-v3's BalancesLogic.sol).
 */
function importedUnit(unit: string): string {
  const text = readUnit(unit);
  const imports = [...text.matchAll(/^import\s+[^;]*?["']([^"']+)["'];/gm)].map((m) => m[1] ?? '');
  const thirdParty = imports.some((i) => !i.startsWith('.') && !pinned(i));
  if (!thirdParty) return text;
  const pragma = /^pragma solidity[^;]*;/m.exec(text)?.[0] ?? '';
  const types = [...text.matchAll(/^(?:struct|enum)\s+\w+\s*\{[^}]*\}/gm)].map((m) => m[0]);
  return [pragma, ...types].join('\n\n');
}

const compiled = new Map<string, Record<string, Abi>>();

/** The ABI of `contract` declared in `file` of `pin` (with everything it inherits). */
export function pinnedAbi(pin: Pin, file: string, contract: string): Abi {
  const unit = PINS[pin].prefix + file;
  let contracts = compiled.get(unit);
  if (!contracts) {
    const input = { language: 'Solidity', sources: { [unit]: { content: readUnit(unit) } }, settings: { outputSelection: { [unit]: { '*': ['abi'] } } } };
    const findImports = (p: string) => {
      try {
        return { contents: importedUnit(p) };
      } catch (error) {
        return { error: String(error) };
      }
    };
    const out = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as {
      errors?: { severity: string; formattedMessage: string }[];
      contracts?: Record<string, Record<string, { abi: Abi }>>;
    };
    const errors = (out.errors ?? []).filter((e) => e.severity === 'error');
    if (errors.length > 0) throw new Error(`${unit}: ${errors.map((e) => e.formattedMessage).join('\n')}`);
    contracts = Object.fromEntries(Object.entries(out.contracts?.[unit] ?? {}).map(([name, c]) => [name, c.abi]));
    compiled.set(unit, contracts);
  }
  const abi = contracts[contract];
  if (!abi) throw new Error(`${unit} declares no ${contract}`);
  return abi;
}

/** A parameter as `type name`, a struct spelled out as its fields: `(address target,bytes callData)[] calls`. */
function param(p: AbiParameter, withIndexed = false): string {
  const components = 'components' in p && p.components ? `(${p.components.map((c) => param(c)).join(',')})` : '';
  const type = components ? p.type.replace(/^tuple/, components) : p.type;
  const indexed = withIndexed && 'indexed' in p && p.indexed ? ' indexed' : '';
  return `${type}${indexed}${p.name ? ` ${p.name}` : ''}`;
}

/**
 * One ABI item as a comparable string: kind, name, parameters with their names (and struct fields),
 * mutability and return values. Two items are the same declaration when these strings are equal.
 */
export function declaration(item: Abi[number]): string {
  switch (item.type) {
    case 'function':
      return `function ${item.name}(${item.inputs.map((p) => param(p)).join(',')}) ${item.stateMutability} returns (${item.outputs.map((p) => param(p)).join(',')})`;
    case 'event':
      return `event ${item.name}(${item.inputs.map((p) => param(p, true)).join(',')})`;
    case 'error':
      return `error ${item.name}(${item.inputs.map((p) => param(p)).join(',')})`;
    default:
      return item.type;
  }
}
