/**
 * "Check it yourself" for V3.1 (src/domain/proofs/v31.ts), for real: every row of every V3.1 state, proved against
 * a local chain that holds that state at its own block (anvil with the stand-ins of tests/helpers/contracts/
 * V31StandIns.sol, seeded by tests/helpers/v31Chain.ts).
 *
 * - The getters: each function the proofs call is the one the real source declares, at the file and line its ABI
 *   module cites (the permissionless repository at PERMISSIONLESS_COMMIT; core-v3 as installed), and the stand-ins
 *   declare the same functions; a wrong name, type or line fails.
 * - Every row: its read, made as its viem snippet makes it, returns the row's address at the state's block.
 * - The texts as shown, for rows holding every distinct command: the Foundry command run by bash with real cast,
 *   and the viem snippet run by Node (tests/helpers/proofRun.ts).
 * - What must not hold: no read answers before the seeding; a manager is listed for its own pool only; a manager
 *   registered after a state's block is not in that state's list.
 *
 * The permissionless source is read from a git mirror of Gearbox-protocol/permissionless (under GEARBOX_MIRRORS, by
 * default the workplace's mirror); it is on no package registry. Without it those checks are skipped and say so.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPublicClient, http, parseAbi, toFunctionSignature, type Abi, type AbiFunction } from 'viem';
import { mirrorsDir } from '../../cli/abi/trees';
import { sameAddress } from '../data/address';
import * as chains from '../data/chains';
import { addressProviderV31 } from '../abi/addressProviderV31';
import type { CitedFamily } from '../abi/cited';
import { contractsRegisterV31 } from '../abi/contractsRegisterV31';
import { creditManagerV31 } from '../abi/creditManagerV31';
import { marketConfigurator } from '../abi/marketConfigurator';
import { marketConfiguratorFactory } from '../abi/marketConfiguratorFactory';
import { loadV31 } from '../v31/data';
import { PERMISSIONLESS_COMMIT } from '../v31/systemContracts';
import type { V31State } from '../v31/states';
import { callText, castCommand, fn, humanReadable, RPC_URL_VARIABLE, viemSnippet, type ProofRead, type RenderOptions } from './proof';
import { MARKET_CONFIGURATOR_FACTORY_KEY, v31ProofContext, v31ProofFor, v31RenderOptions, v31Subjects, type V31ProofSubject } from './v31';
import { DIRS, ROOT } from '../../../tests/helpers/data';
import { bashBatch, CAST_PATH, castReturned, returned, runSnippets, sampleRows, shapeOf } from '../../../tests/helpers/proofRun';
import { startV31Chain, V31_STAND_INS_FILE, type StandInName, type V31Chain } from '../../../tests/helpers/v31Chain';

/** Rows per state whose texts are run as shown, at least (more when the state has more shapes). */
const SAMPLE = 12;
const PERMISSIONLESS_GIT = path.join(mirrorsDir(), 'Gearbox-protocol+permissionless', 'repo');
const CORE_V3 = path.join(ROOT, 'node_modules/@gearbox-protocol/core-v3');

/** The ABIs the V3.1 proofs read with, and the stand-in that plays each contract on the chain. */
const FAMILIES: readonly { family: CitedFamily; standIn: StandInName }[] = [
  { family: addressProviderV31, standIn: 'AddressProviderStandIn' },
  { family: marketConfiguratorFactory, standIn: 'MarketConfiguratorFactoryStandIn' },
  { family: marketConfigurator, standIn: 'MarketConfiguratorStandIn' },
  { family: contractsRegisterV31, standIn: 'ContractsRegisterStandIn' },
  { family: creditManagerV31, standIn: 'CreditManagerStandIn' },
];

interface Declaration {
  name: string;
  inputs: string[];
  outputs: string[];
}
const signature = (d: Declaration) => `${d.name}(${d.inputs.join(',')})`;
const typesOf = (list: string) =>
  list
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => p.split(/\s+/)[0]!);

/** The declaration that starts on `line` (1-based) of Solidity `text`: a function, or a public state variable's getter. */
function declarationAt(text: string, line: number): Declaration | undefined {
  const rest = text.split('\n').slice(line - 1).join('\n');
  const head = rest.slice(0, rest.search(/[;{]/) + 1);
  const f = /^\s*function\s+(\w+)\s*\(([^)]*)\)[^;{]*?\breturns\s*\(([^)]*)\)/.exec(head);
  if (f) return { name: f[1]!, inputs: typesOf(f[2]!), outputs: typesOf(f[3]!) };
  const v = /^\s*([\w[\]]+)\s+public\s+(?:(?:immutable|constant|override)\s+)*(\w+)\s*[;=]/.exec(head);
  if (v) return { name: v[2]!, inputs: [], outputs: [v[1]!] };
  return undefined;
}

/** Every function declared in contract `name` of Solidity `text`. */
function declarationsOf(text: string, name: string): Declaration[] {
  const start = text.search(new RegExp(`\\bcontract\\s+${name}\\b`));
  if (start < 0) return [];
  const next = text.slice(start + 1).search(/\n(contract|interface)\s/);
  const body = next < 0 ? text.slice(start) : text.slice(start, start + 1 + next);
  return [...body.matchAll(/\bfunction\s+(\w+)\s*\(([^)]*)\)[^;{]*?\breturns\s*\(([^)]*)\)/g)].map((m) => ({ name: m[1]!, inputs: typesOf(m[2]!), outputs: typesOf(m[3]!) }));
}

const ofAbi = (item: AbiFunction): Declaration => ({ name: item.name, inputs: item.inputs.map((i) => i.type), outputs: item.outputs.map((o) => o.type) });
const itemOf = (family: CitedFamily, sig: string): AbiFunction => {
  const name = sig.slice(0, sig.indexOf('('));
  const inputs = sig.slice(sig.indexOf('(') + 1, -1);
  return fn(family, name, inputs === '' ? 0 : inputs.split(',').length);
};

const hasPermissionless = existsSync(PERMISSIONLESS_GIT);
if (!hasPermissionless) console.warn(`V3.1 proofs: no git mirror of Gearbox-protocol/permissionless at ${PERMISSIONLESS_GIT} (set GEARBOX_MIRRORS): its declarations are not checked`);

/** A file of the cited source, at the cited revision. */
function sourceText(family: CitedFamily, file: string): string {
  if (family.source.repository === '@gearbox-protocol/core-v3') return readFileSync(path.join(CORE_V3, file), 'utf8');
  return execFileSync('git', ['-C', PERMISSIONLESS_GIT, 'show', `${family.source.revision}:${file}`], { encoding: 'utf8' });
}

const data = loadV31(DIRS.v31Dir);
/** The states the renderers can show (every V3.1 state held: all Mainnet's). */
const states = data.states.filter((s) => v31RenderOptions(s) !== undefined);
const rowsOf = (state: V31State) => v31Subjects(state).map((subject) => ({ subject, proof: v31ProofFor(subject, v31ProofContext(state)) }));
const label = (s: V31ProofSubject) => `${s.kind} ${s.kind === 'addressProviderEntry' ? `${s.key}@${s.version} ` : ''}${s.address}`;

describe('the getters the V3.1 proofs call', () => {
  test('the proofs call only cited functions, and each row kind has its one read', () => {
    const cited = new Set(FAMILIES.flatMap(({ family }) => Object.keys(family.source.declared)));
    for (const { family } of FAMILIES) for (const sig of Object.keys(family.source.declared)) expect(toFunctionSignature(itemOf(family, sig))).toBe(sig);
    const used = new Map<string, Set<string>>();
    for (const state of states) {
      for (const { subject, proof } of rowsOf(state)) {
        expect(proof, label(subject)).toBeDefined();
        const sig = toFunctionSignature(proof!.abiItem);
        expect(cited, `${label(subject)} reads ${sig}`).toContain(sig);
        used.set(subject.kind, (used.get(subject.kind) ?? new Set()).add(sig));
      }
    }
    expect(Object.fromEntries([...used].map(([k, v]) => [k, [...v]]))).toEqual({
      addressProviderEntry: ['getAddress(bytes32,uint256)'],
      marketConfigurator: ['getMarketConfigurators()'],
      acl: ['acl()'],
      contractsRegister: ['contractsRegister()'],
      treasury: ['treasury()'],
      pool: ['getPools()'],
      creditManager: ['getCreditManagers(address)'],
      creditFacade: ['creditFacade()'],
      creditConfigurator: ['creditConfigurator()'],
    });
  });

  test('core-v3 is the cited version, and declares each cited function at the cited line, as the ABI has it', () => {
    const pkg = JSON.parse(readFileSync(path.join(CORE_V3, 'package.json'), 'utf8')) as { version: string };
    expect(pkg.version).toBe(creditManagerV31.source.revision);
    expect(readFileSync(path.join(CORE_V3, 'contracts/credit/CreditManagerV3.sol'), 'utf8')).toMatch(/uint256 public constant override version = 3_10;/);
    for (const [sig, at] of Object.entries(creditManagerV31.source.declared)) {
      const [file, line] = at.split(':');
      const found = declarationAt(sourceText(creditManagerV31, file!), Number(line));
      expect(found, at).toEqual(ofAbi(itemOf(creditManagerV31, sig)));
      expect(signature(found!)).toBe(sig);
    }
  });

  test.skipIf(!hasPermissionless)('the permissionless source declares each cited function at the cited line, as the ABI has it', () => {
    const permissionless = FAMILIES.filter(({ family }) => family.source.repository === 'Gearbox-protocol/permissionless');
    expect(permissionless.length).toBe(4);
    for (const { family } of permissionless) {
      expect(family.source.revision).toBe(PERMISSIONLESS_COMMIT);
      for (const [sig, at] of Object.entries(family.source.declared)) {
        const [file, line] = at.split(':');
        const found = declarationAt(sourceText(family, file!), Number(line));
        expect(found, `${family.name} ${at}`).toEqual(ofAbi(itemOf(family, sig)));
        expect(signature(found!)).toBe(sig);
      }
    }
    // V3.0's getter is not 3.10's: the address provider has no `addresses`.
    expect(sourceText(addressProviderV31, 'contracts/instance/AddressProvider.sol')).not.toMatch(/function addresses\(/);
  });

  test('the stand-ins declare the same functions as the ABIs', () => {
    const text = readFileSync(V31_STAND_INS_FILE, 'utf8');
    for (const { family, standIn } of FAMILIES) {
      const declared = declarationsOf(text, standIn);
      for (const sig of Object.keys(family.source.declared)) expect(declared, `${standIn} ${sig}`).toContainEqual(ofAbi(itemOf(family, sig)));
    }
  });

  test('a declaration the ABI does not match is found out (the parser reads names and types)', () => {
    const text = 'interface X {\n    function getAddress(bytes32 key, uint256 ver) external view returns (address);\n    address public immutable override acl;\n}';
    expect(declarationAt(text, 2)).toEqual({ name: 'getAddress', inputs: ['bytes32', 'uint256'], outputs: ['address'] });
    expect(declarationAt(text, 3)).toEqual({ name: 'acl', inputs: [], outputs: ['address'] });
    expect(declarationAt(text, 2)).not.toEqual(ofAbi(parseAbi(['function addresses(bytes32 key, uint256 ver) view returns (address)'])[0]));
    expect(declarationAt(text, 1)).toBeUndefined();
  });
});

describe('V3.1 proofs as data', () => {
  test('every row of every state has a proof of its own address; a row the state lacks has none', () => {
    expect(states.length).toBe(data.states.length);
    expect(states.length).toBeGreaterThan(0);
    for (const state of states) {
      const rows = rowsOf(state);
      const curators = new Set(state.markets.map((m) => m.configurator)).size;
      const suites = state.markets.reduce((n, m) => n + m.creditSuites.length, 0);
      expect(rows).toHaveLength(state.addressProvider.entries.length + 4 * curators + state.markets.length + 3 * suites);
      for (const { subject, proof } of rows) expect(proof?.expected, label(subject)).toBe(subject.address);
    }
    const newest = states[states.length - 1]!;
    const ctx = v31ProofContext(newest);
    const entry = newest.addressProvider.entries[0]!;
    expect(v31ProofFor({ kind: 'addressProviderEntry', address: entry.address, key: entry.key, version: entry.version + 1 }, ctx)).toBeUndefined();
    const configurator = newest.markets[0]!.configurator;
    expect(v31ProofFor({ kind: 'marketConfigurator', address: configurator }, { ...ctx, entries: ctx.entries.filter((e) => e.key !== MARKET_CONFIGURATOR_FACTORY_KEY) })).toBeUndefined();
  });

  test('an entry is read by its key as text and its version; the factory is the MARKET_CONFIGURATOR_FACTORY entry', () => {
    for (const state of states) {
      const ctx = v31ProofContext(state);
      for (const e of state.addressProvider.entries) {
        const p = v31ProofFor({ kind: 'addressProviderEntry', address: e.address, key: e.key, version: e.version }, ctx)!;
        expect(callText(p)).toBe(`getAddress(${JSON.stringify(e.key)}, ${e.version})`);
        expect(p.contract).toBe(state.addressProvider.contract.address);
      }
      const factory = state.addressProvider.entries.find((e) => e.key === MARKET_CONFIGURATOR_FACTORY_KEY)!;
      for (const m of state.markets) expect(v31ProofFor({ kind: 'marketConfigurator', address: m.configurator }, ctx)!.contract).toBe(factory.address);
    }
  });

  test('render options: the state block, on the networks the renderers know', () => {
    for (const state of states) expect(v31RenderOptions(state)).toEqual({ block: state.block, network: 'mainnet' });
    for (const n of data.networks.networks) {
      const options = v31RenderOptions({ network: n.name, block: 1 });
      expect(options?.network).toBe(Object.hasOwn(RPC_URL_VARIABLE, n.slug) ? n.slug : undefined);
    }
  });
});

describe('V3.1 proofs on anvil', () => {
  const chains31: V31Chain[] = [];
  const timing: Record<string, number> = {};
  const started = performance.now();

  beforeAll(async () => {
    const t = performance.now();
    chains31.push(...(await Promise.all(states.map((s) => startV31Chain(s)))));
    timing.startAndSeedMs = Math.round(performance.now() - t);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(chains31.map((c) => c.stop()));
    timing.totalMs = Math.round(performance.now() - started);
    console.log(`V3.1 proofs against anvil: ${JSON.stringify({ states: states.map((s) => s.block), rows: states.map((s) => rowsOf(s).length), ...timing })}`);
  });

  /** Each read made as its viem snippet makes it (address, ABI line, function, arguments, block), on `chain`. */
  async function viemReads(chain: V31Chain, proofs: readonly ProofRead[], block: bigint): Promise<{ ok: boolean; out: string }[]> {
    const client = createPublicClient({ chain: chains.mainnet, transport: http(chain.rpcUrl, { batch: { batchSize: 1000 } }) });
    return Promise.all(
      proofs.map(async (p) => {
        try {
          const abi: Abi = parseAbi([humanReadable(p.abiItem)]);
          const result: unknown = await client.readContract({ address: p.contract, abi, functionName: p.functionName, args: p.args, blockNumber: block });
          const found = (Array.isArray(result) ? result : [result]).filter((a): a is string => typeof a === 'string');
          return { ok: returned(found, p) && (p.match === 'contains') === Array.isArray(result), out: String(result) };
        } catch (error) {
          return { ok: false, out: (error as Error).message.split('\n')[0] ?? String(error) };
        }
      }),
    );
  }

  test("every row's read, made as its viem snippet makes it, returns the row's address at its state's block", async () => {
    const t = performance.now();
    let reads = 0;
    for (const chain of chains31) {
      const rows = rowsOf(chain.state);
      const results = await viemReads(chain, rows.map((r) => r.proof!), BigInt(chain.state.block));
      reads += results.length;
      expect(results.map((r, i) => (r.ok ? null : `${chain.state.file} ${label(rows[i]!.subject)}: ${r.out}`)).filter(Boolean)).toEqual([]);
      expect(results).toHaveLength(rows.length);
    }
    timing.viemReads = reads;
    timing.viemReadsMs = Math.round(performance.now() - t);
  }, 60_000);

  test("the cast command and the viem snippet of every shape, run as shown, return the row's address", async () => {
    const t = performance.now();
    const ran = await Promise.all(
      chains31.map(async (chain) => {
        const options = v31RenderOptions(chain.state) as RenderOptions;
        const proofs = rowsOf(chain.state).map((r) => r.proof!);
        const commands = proofs.map((p) => castCommand(p, options));
        const sample = sampleRows(commands, SAMPLE);
        expect(new Set(sample.map((i) => shapeOf(commands[i]!)))).toEqual(new Set(commands.map(shapeOf)));
        const env = { ...process.env, PATH: CAST_PATH, [RPC_URL_VARIABLE[options.network]]: chain.rpcUrl };
        const [cast, printed] = await Promise.all([bashBatch(sample.map((i) => commands[i]!), env), runSnippets(sample.map((i) => viemSnippet(proofs[i]!, options)), env)]);
        return sample.map((i, k) => ({ what: `${chain.state.file}: ${commands[i]}`, cast: cast[k]!.code === 0 && castReturned(cast[k]!.out, proofs[i]!), castOut: cast[k]!.out || cast[k]!.err, printed: printed[k] }));
      }),
    );
    const all = ran.flat();
    expect(all.filter((r) => !r.cast).map((r) => `${r.what} → ${r.castOut}`)).toEqual([]);
    expect(all.filter((r) => r.printed !== 'true').map((r) => `${r.what} → snippet printed ${r.printed}`)).toEqual([]);
    expect(all.length).toBeGreaterThanOrEqual(states.length * 9);
    timing.castAndSnippets = all.length;
    timing.castAndSnippetsMs = Math.round(performance.now() - t);
  }, 120_000);

  test('before the seeding no read returns its row, the same cast command included', async () => {
    for (const chain of chains31) {
      const proofs = rowsOf(chain.state).map((r) => r.proof!);
      const early = await viemReads(chain, proofs, chain.emptyBlock);
      expect(early.filter((r) => r.ok)).toEqual([]);
    }
    const chain = chains31[chains31.length - 1]!;
    const options = v31RenderOptions(chain.state) as RenderOptions;
    const p = rowsOf(chain.state).find((r) => r.subject.kind === 'creditManager')!.proof!;
    const [before] = await bashBatch([castCommand(p, { ...options, block: chain.emptyBlock })], { ...process.env, PATH: CAST_PATH, [RPC_URL_VARIABLE[options.network]]: chain.rpcUrl });
    expect(before!.code !== 0 || !castReturned(before!.out, p)).toBe(true);
  }, 60_000);

  test("a manager is in its own pool's list only, and a manager registered after a state's block is not in that state's", async () => {
    // A curator with two markets in one register: each manager's read, asked for the other pool, does not return it.
    const chain = chains31.find((c) => c.state.markets.some((m, i) => c.state.markets.some((o, j) => j !== i && sameAddress(o.contractsRegister, m.contractsRegister))))!;
    expect(chain).toBeDefined();
    const rows = rowsOf(chain.state).filter((r) => r.subject.kind === 'creditManager');
    const pools = [...new Set(chain.state.markets.map((m) => m.pool.address))];
    const swapped = rows.map(({ subject, proof }): ProofRead | undefined => {
      const own = (subject as Extract<V31ProofSubject, { kind: 'creditManager' }>).pool;
      const other = pools.find((p) => !sameAddress(p, own) && chain.state.markets.some((m) => sameAddress(m.pool.address, p) && sameAddress(m.contractsRegister, proof!.contract)));
      return other ? { ...proof!, args: [other] } : undefined;
    }).filter((p): p is ProofRead => p !== undefined);
    expect(swapped.length).toBeGreaterThan(0);
    expect((await viemReads(chain, swapped, BigInt(chain.state.block))).filter((r) => r.ok)).toEqual([]);

    // The same curator read at two blocks: the managers the later state adds are not in the earlier one's lists.
    const pairs = chains31.flatMap((early) =>
      chains31
        .filter((late) => late.state.block > early.state.block)
        .map((late) => {
          const earlyManagers = new Set(rowsOf(early.state).filter((r) => r.subject.kind === 'creditManager').map((r) => r.subject.address));
          const added = rowsOf(late.state).filter((r) => r.subject.kind === 'creditManager' && ![...earlyManagers].some((a) => sameAddress(a, r.subject.address)));
          const sameRegister = added.filter((r) => early.state.markets.some((m) => sameAddress(m.contractsRegister, r.proof!.contract) && sameAddress(m.pool.address, String(r.proof!.args[0]))));
          return { early, added: sameRegister.map((r) => r.proof!) };
        }),
    );
    const withAdded = pairs.filter((p) => p.added.length > 0);
    expect(withAdded.length).toBeGreaterThan(0);
    for (const { early, added } of withAdded) expect((await viemReads(early, added, BigInt(early.state.block))).filter((r) => r.ok)).toEqual([]);
  }, 60_000);
});
