/**
 * JSON Schema (draft 2020-12) of `npm run diff -- --json`: the same shape as
 * the types in model.ts. The tests validate real comparisons against it.
 */
import { NETWORK_IDS } from '../../domain/data/networks';
import { DIFF_SCHEMA_VERSION, V31_DIFF_SCHEMA_VERSION, type ParameterId, type Role, type V31ParameterId, type V31Role } from './model';
import { PARAMETER_NAMES, ROLE_NAMES, V31_PARAMETER_NAMES, V31_ROLE_NAMES } from './vocabulary';

const address = { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', description: 'EIP-55 checksummed; compare case-insensitively.' } as const;
const ROLES = Object.keys(ROLE_NAMES) as Role[];
const PARAMETERS = Object.keys(PARAMETER_NAMES) as ParameterId[];

export const DIFF_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'gearbox-for-developers/snapshot-diff.schema.json',
  title: 'Comparison of two Gearbox V3 snapshot folders',
  description: 'What changed between an old and a new snapshot of each network: contracts added, removed or replaced per role, renames, and parameter changes in human units with the raw value.',
  type: 'object',
  required: ['schemaVersion', 'same', 'networks'],
  additionalProperties: false,
  properties: {
    schemaVersion: { const: DIFF_SCHEMA_VERSION, description: 'Increases when a field changes meaning or is removed.' },
    same: { type: 'boolean', description: 'True when no network has a change (the command then exits 0; 1 otherwise).' },
    networks: { type: 'array', items: { $ref: '#/$defs/network' } },
  },
  $defs: {
    address,
    snapshot: {
      type: 'object',
      required: ['block', 'timestamp', 'time'],
      additionalProperties: false,
      properties: {
        block: { type: 'integer', minimum: 0 },
        timestamp: { type: 'integer', minimum: 0, description: 'Unix seconds.' },
        time: { type: 'string', format: 'date-time' },
      },
    },
    network: {
      type: 'object',
      required: ['network', 'networkName', 'chainId', 'explorer', 'old', 'new', 'changes'],
      additionalProperties: false,
      properties: {
        network: { type: 'string', enum: [...NETWORK_IDS] },
        networkName: { type: 'string' },
        chainId: { type: 'integer', minimum: 1 },
        explorer: { type: 'string', format: 'uri', description: 'Block explorer origin; an address page is {explorer}/address/{address}.' },
        old: { $ref: '#/$defs/snapshot' },
        new: { $ref: '#/$defs/snapshot' },
        changes: { type: 'array', items: { $ref: '#/$defs/change' } },
      },
    },
    ref: {
      type: 'object',
      required: ['address'],
      additionalProperties: false,
      properties: { address: { $ref: '#/$defs/address' }, label: { type: 'string', minLength: 1 } },
    },
    subject: {
      type: 'object',
      required: ['label'],
      additionalProperties: false,
      description: 'What a role or parameter is about: a token, an adapter target, a credit manager, an address provider key ("KEY@version"), a timelock policy (its hash), a zapper\'s tokens.',
      properties: { label: { type: 'string', minLength: 1 }, address: { $ref: '#/$defs/address' }, id: { type: 'string', minLength: 1 } },
    },
    place: {
      oneOf: [
        { type: 'object', required: ['type'], additionalProperties: false, properties: { type: { enum: ['core', 'priceOracle'] } } },
        {
          type: 'object',
          required: ['type', 'address', 'name'],
          additionalProperties: false,
          properties: { type: { enum: ['pool', 'creditManager'] }, address: { $ref: '#/$defs/address' }, name: { type: 'string' } },
        },
      ],
    },
    role: { type: 'string', enum: ROLES },
    part: {
      type: 'object',
      required: ['role', 'contract'],
      additionalProperties: false,
      properties: { role: { $ref: '#/$defs/role' }, subject: { $ref: '#/$defs/subject' }, contract: { $ref: '#/$defs/ref' } },
    },
    value: {
      oneOf: [
        { type: 'null', description: 'Not set on this side (a token not yet quoted, a check turned off, a policy not yet defined).' },
        {
          type: 'object',
          required: ['text', 'raw'],
          additionalProperties: false,
          properties: { text: { type: 'string', minLength: 1, description: 'Human units.' }, raw: { type: 'string', minLength: 1, description: 'As the snapshot holds it.' } },
        },
      ],
    },
    change: {
      oneOf: [
        {
          type: 'object',
          required: ['kind', 'place', 'role', 'contract'],
          additionalProperties: false,
          properties: {
            kind: { enum: ['added', 'removed'] },
            place: { $ref: '#/$defs/place' },
            role: { $ref: '#/$defs/role' },
            subject: { $ref: '#/$defs/subject' },
            contract: { $ref: '#/$defs/ref' },
            parts: { type: 'array', items: { $ref: '#/$defs/part' } },
          },
        },
        {
          type: 'object',
          required: ['kind', 'place', 'role', 'old', 'new'],
          additionalProperties: false,
          properties: {
            kind: { const: 'replaced' },
            place: { $ref: '#/$defs/place' },
            role: { $ref: '#/$defs/role' },
            subject: { $ref: '#/$defs/subject' },
            old: { $ref: '#/$defs/ref' },
            new: { $ref: '#/$defs/ref' },
            parts: { type: 'array', items: { $ref: '#/$defs/part' } },
          },
        },
        {
          type: 'object',
          required: ['kind', 'place', 'role', 'address', 'old', 'new'],
          additionalProperties: false,
          properties: {
            kind: { const: 'renamed' },
            place: { $ref: '#/$defs/place' },
            role: { $ref: '#/$defs/role' },
            subject: { $ref: '#/$defs/subject' },
            address: { $ref: '#/$defs/address' },
            old: { type: 'string' },
            new: { type: 'string' },
          },
        },
        {
          type: 'object',
          required: ['kind', 'place', 'parameter', 'name', 'old', 'new'],
          additionalProperties: false,
          properties: {
            kind: { const: 'parameter' },
            place: { $ref: '#/$defs/place' },
            parameter: { type: 'string', enum: PARAMETERS },
            name: { type: 'string', minLength: 1 },
            subject: { $ref: '#/$defs/subject' },
            old: { $ref: '#/$defs/value' },
            new: { $ref: '#/$defs/value' },
          },
        },
      ],
    },
  },
} as const;

const V31_ROLES = Object.keys(V31_ROLE_NAMES) as V31Role[];
const V31_PARAMETERS = Object.keys(V31_PARAMETER_NAMES) as V31ParameterId[];
const [contractChange, replacement, rename, parameterChange] = DIFF_SCHEMA.$defs.change.oneOf;

/**
 * JSON Schema of `npm run diff -- --v31 OLD NEW --json`: the V3.0 shape with the places, roles and parameters a V3.1
 * state adds, a network by its V3.1 slug, each state with its file, and which curators were compared.
 */
export const V31_DIFF_SCHEMA = {
  ...DIFF_SCHEMA,
  $id: 'gearbox-for-developers/v31-state-diff.schema.json',
  title: 'Comparison of two Gearbox V3.1 states of one network',
  description:
    'What changed between an older and a newer V3.1 state: for each curator read in both, contracts added, removed or replaced per role, renames and parameter changes (human units and raw); the system contracts; and which curators only one state was read for (not held before, or not held in the newer state: never added or removed).',
  properties: {
    schemaVersion: { const: V31_DIFF_SCHEMA_VERSION, description: 'Increases when a field changes meaning or is removed.' },
    same: { type: 'boolean', description: 'True when nothing compared changed (the command then exits 0; 1 otherwise). A curator held in one state only is not a change.' },
    networks: { type: 'array', minItems: 1, maxItems: 1, items: { $ref: '#/$defs/network' } },
  },
  $defs: {
    ...DIFF_SCHEMA.$defs,
    snapshot: {
      ...DIFF_SCHEMA.$defs.snapshot,
      required: [...DIFF_SCHEMA.$defs.snapshot.required, 'file'],
      properties: { ...DIFF_SCHEMA.$defs.snapshot.properties, file: { type: 'string', minLength: 1, description: "The state file's name." } },
    },
    network: {
      ...DIFF_SCHEMA.$defs.network,
      required: [...DIFF_SCHEMA.$defs.network.required, 'curators'],
      properties: {
        ...DIFF_SCHEMA.$defs.network.properties,
        network: { type: 'string', minLength: 1, description: "The network's slug in the site's V3.1 URLs." },
        curators: { type: 'array', items: { $ref: '#/$defs/curator' } },
      },
    },
    curator: {
      type: 'object',
      required: ['curator', 'name', 'status', 'markets'],
      additionalProperties: false,
      properties: {
        curator: { $ref: '#/$defs/ref' },
        name: { type: 'string', minLength: 1 },
        status: { enum: ['compared', 'notHeldBefore', 'notHeldAfter'], description: 'Read in both states (compared), in the newer only (not held before) or in the older only (not held in the newer state).' },
        markets: { type: 'array', items: { $ref: '#/$defs/ref' }, description: 'Its pools, in the state that holds them (the newer unless only the older does).' },
      },
    },
    place: {
      oneOf: [
        { type: 'object', required: ['type'], additionalProperties: false, properties: { type: { enum: ['core', 'priceOracle', 'system'] } } },
        {
          type: 'object',
          required: ['type', 'address', 'name'],
          additionalProperties: false,
          properties: { type: { enum: ['pool', 'creditManager', 'curator', 'market', 'marketFeeds'] }, address: { $ref: '#/$defs/address' }, name: { type: 'string' } },
        },
        {
          type: 'object',
          required: ['type', 'address', 'name', 'market'],
          additionalProperties: false,
          properties: { type: { const: 'creditSuite' }, address: { $ref: '#/$defs/address' }, name: { type: 'string' }, market: { type: 'string' } },
        },
      ],
    },
    role: { type: 'string', enum: V31_ROLES },
    change: {
      oneOf: [contractChange, replacement, rename, { ...parameterChange, properties: { ...parameterChange.properties, parameter: { type: 'string', enum: V31_PARAMETERS } } }],
    },
  },
} as const;
