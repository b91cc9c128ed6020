/**
 * The V3.1 errors reference: one family per repository (core-v3, permissionless, integrations-v3, periphery-v3),
 * each entry built from the extract of the source (signature, declarations, raise sites), its selector computed
 * here, its text from ./text, and its version tag computed against V3.0: the V3.0 sources' declarations
 * (core-v3 3.01 and 3.00, integrations-v3 of V3.0) and the V3.0 catalogue. Anchors, reason slugs and page paths
 * are the V3.0 catalogue's own functions.
 */
import { toFunctionSelector, type Hex } from 'viem';
import { InputError } from '../../../errors';
import { allEntries as v30Entries, anchorOf, catalogue as v30Families, familyPath, type CatalogueEntry } from '../catalogue';
import { SOURCES, type RepoId, type SourceRef } from '../sources';
import { EXTRACT_V30, EXTRACT_V31 } from './extract.generated';
import { canonicalOf, type Declared, type ErrorsExtract, type ExtractedError, type Raised } from './extract';
import { CORE_TEXT } from './text/core';
import { INTEGRATIONS_TEXT } from './text/integrations';
import { PERIPHERY_TEXT } from './text/periphery';
import { PERMISSIONLESS_TEXT } from './text/permissionless';
import type { ErrorText, ErrorTexts } from './text/types';

/** The V3.1 families: one per repository that declares errors. Each has its texts and is shown on one or more pages. */
export const V31_GROUP_IDS = ['core', 'permissionless', 'integrations', 'periphery'] as const;
export type V31GroupId = (typeof V31_GROUP_IDS)[number];

/**
 * Which entries a page shows. The first page of a family whose rule matches an entry takes it; the page without a
 * rule (the family's last) takes the rest. `raisedIn`: contracts (or `Contract.function`s) of the family's own
 * repository that raise it (for core, where an integrator meets it); `declaredIn`: a pattern on the paths that declare
 * it (for a message, that raise it).
 */
export interface V31PageRule {
  raisedIn?: readonly string[];
  /** Like `raisedIn`, but every raise site in the family's repository must be in one of these. */
  onlyRaisedIn?: readonly string[];
  declaredIn?: RegExp;
}

/** Whether a raise site is in `place`: a contract (`CreditFacadeV3`) or one of its functions (`CreditFacadeV3.multicall`). */
function isIn(r: Raised, place: string): boolean {
  return place.includes('.') ? `${r.contract}.${r.function}` === place : r.contract === place;
}

export interface V31PageSpec {
  /** `core/credit-facade`: the page's id and its path under /docs/errors/v3.1/. */
  id: string;
  title: string;
  /** Short label for tables and the decoder's links, e.g. "V3.1 core: credit facade". */
  label: string;
  rule?: V31PageRule;
}

export interface V31GroupSpec {
  id: V31GroupId;
  /** The repository that declares the family's errors. */
  repo: RepoId;
  /** "V3.1 core". */
  label: string;
  texts: ErrorTexts;
  /** In order; the last has no rule. One page per family, or a few when one would be too heavy to load. */
  pages: readonly V31PageSpec[];
}

/** Files of integrations-v3 about one of `protocols`: their adapters, interfaces, helpers and integration code. */
const byProtocol = (...protocols: string[]) => new RegExp(`^contracts/(adapters|interfaces|helpers|integrations)/(${protocols.join('|')})/`);

export const V31_GROUPS: readonly V31GroupSpec[] = [
  {
    id: 'core',
    repo: 'core-v3@3.10',
    label: 'V3.1 core',
    texts: CORE_TEXT,
    pages: [
      {
        id: 'core/liquidations',
        title: 'Liquidation errors (V3.1)',
        label: 'V3.1 core: liquidations',
        rule: {
          onlyRaisedIn: [
            'CreditFacadeV3.liquidateCreditAccount',
            'CreditFacadeV3.partiallyLiquidateCreditAccount',
            'CreditFacadeV3._revertIfNotLiquidatable',
            'CreditFacadeV3.whenNotPausedOrEmergency',
            'CreditManagerV3.liquidateCreditAccount',
          ],
        },
      },
      {
        id: 'core/debt-and-quotas',
        title: 'Debt and quota errors (V3.1)',
        label: 'V3.1 core: debt and quotas',
        rule: {
          onlyRaisedIn: [
            'CreditFacadeV3._revertIfOutOfDebtLimits',
            'CreditFacadeV3._revertIfOutOfDebtPerBlockLimit',
            'CreditFacadeV3._updateQuota',
            'CreditManagerV3.manageDebt',
            'CreditManagerV3.updateQuota',
            'CreditManagerV3.liquidateCreditAccount',
            'PoolQuotaKeeperV3._updateQuota',
            'PoolV3.lendCreditAccount',
            'LinearInterestRateModelV3.calcBorrowRate',
          ],
        },
      },
      { id: 'core/credit-facade', title: 'Credit facade errors (V3.1)', label: 'V3.1 core: credit facade', rule: { raisedIn: ['CreditFacadeV3'] } },
      {
        id: 'core/bots-and-accounts',
        title: 'Bot list and account factory errors (V3.1)',
        label: 'V3.1 core: bots and accounts',
        rule: { onlyRaisedIn: ['BotListV3', 'DefaultAccountFactoryV3', 'CreditAccountV3'] },
      },
      {
        id: 'core/credit-manager',
        title: 'Credit manager errors (V3.1)',
        label: 'V3.1 core: credit manager',
        rule: { raisedIn: ['CreditManagerV3', 'CreditManagerV3_USDT', 'CreditAccountV3', 'CreditAccountHelper', 'BalancesLogic', 'CollateralLogic', 'CreditLogic', 'DefaultAccountFactoryV3', 'BotListV3'] },
      },
      { id: 'core/credit-configurator', title: 'Credit configurator errors (V3.1)', label: 'V3.1 core: credit configurator', rule: { raisedIn: ['CreditConfiguratorV3'] } },
      {
        id: 'core/pools',
        title: 'Pool, quota, rate and staking errors (V3.1)',
        label: 'V3.1 core: pools',
        rule: { raisedIn: ['PoolV3', 'PoolV3_USDT', 'PoolQuotaKeeperV3', 'GaugeV3', 'TumblerV3', 'LinearInterestRateModelV3', 'QuotasLogic', 'GearStakingV3'] },
      },
      { id: 'core/prices-and-access', title: 'Price, access and other core errors (V3.1)', label: 'V3.1 core: prices and access' },
    ],
  },
  {
    id: 'permissionless',
    repo: 'permissionless',
    label: 'V3.1 permissionless',
    texts: PERMISSIONLESS_TEXT,
    pages: [
      { id: 'permissionless/bytecode-repository', title: 'Bytecode repository errors (V3.1)', label: 'V3.1 permissionless: bytecode repository', rule: { declaredIn: /\/IBytecodeRepository\.sol$/ } },
      {
        id: 'permissionless/instance',
        title: 'Instance, address provider and cross-chain errors (V3.1)',
        label: 'V3.1 permissionless: instance',
        rule: { declaredIn: /\/(IAddressProvider|IInstanceManager|ICrossChainMultisig)\.sol$/ },
      },
      {
        id: 'permissionless/market-configurators',
        title: 'Market configurator and price feed store errors (V3.1)',
        label: 'V3.1 permissionless: market configurators',
        rule: { declaredIn: /\/(IMarketConfigurator|IMarketConfiguratorFactory|IPriceFeedStore|IContractsRegister)\.sol$/ },
      },
      { id: 'permissionless/governance', title: 'Governor, timelock and treasury errors (V3.1)', label: 'V3.1 permissionless: governance', rule: { declaredIn: /\/(IGovernor|ITimeLock|ITreasurySplitter)\.sol$/ } },
      { id: 'permissionless/factories-and-helpers', title: 'Factory and helper errors (V3.1)', label: 'V3.1 permissionless: factories and helpers' },
    ],
  },
  {
    id: 'integrations',
    repo: 'integrations-v3@3.10',
    label: 'V3.1 integrations',
    texts: INTEGRATIONS_TEXT,
    pages: [
      { id: 'integrations/dex-adapters', title: 'DEX and LP adapter errors (V3.1)', label: 'V3.1 integrations: DEX and LP', rule: { declaredIn: byProtocol('uniswap', 'camelot', 'traderjoe', 'velodrome', 'balancer', 'pendle', 'curve', 'convex') } },
      {
        id: 'integrations/staking-and-vaults',
        title: 'Staking and vault adapter errors (V3.1)',
        label: 'V3.1 integrations: staking and vaults',
        rule: { declaredIn: byProtocol('infinifi', 'kelp', 'mellow', 'lido', 'sky', 'erc4626', 'fluid', 'upshift') },
      },
      { id: 'integrations/rwa-and-others', title: 'Midas, Securitize, zapper and other integration errors (V3.1)', label: 'V3.1 integrations: RWA and others' },
    ],
  },
  { id: 'periphery', repo: 'periphery-v3@3.10', label: 'V3.1 periphery', texts: PERIPHERY_TEXT, pages: [{ id: 'periphery', title: 'Periphery errors (V3.1)', label: 'V3.1 periphery' }] },
];

/** The URL segment of a V3.1 page under /docs/errors/. */
export const v31Slug = (pageId: string): string => `v3.1/${pageId}`;

/** The V3.0 side of the sources: which releases each V3.0 repository key stands for, for the version tag. */
const V30_RELEASES: Partial<Record<RepoId, string>> = { 'core-v3': 'core-v3 3.01', 'core-v3@3.00': 'core-v3 3.00', 'integrations-v3': SOURCES['integrations-v3'].label };

/** An error of V3.0 with the same name as a V3.1 error. */
export interface V30Match {
  /** `Name(type name, …)`. */
  readable: string;
  canonical: string;
  selector: Hex;
  /** Where V3.0 declares it (core-v3 3.01 and 3.00, integrations-v3 of V3.0). */
  declared: SourceRef[];
  /** The V3.0 catalogue's entries for it (one per family page that lists it). */
  entries: { label: string; href: string }[];
}

/**
 * How a V3.1 error relates to V3.0: `same` — V3.0 has the same signature, so the same selector; `changed` — V3.0 has
 * an error of this name with another signature (another selector); `new` — V3.0 has no error of this name.
 */
export type V30Relation = { kind: 'same'; match: V30Match } | { kind: 'changed'; matches: V30Match[] } | { kind: 'new' };

export interface V31Entry {
  version: '3.1';
  /** The family (repository) that declares it, whose texts hold its text. */
  group: V31GroupId;
  /** The page it is on. */
  page: string;
  /** The error's name, or `Error` for a message entry. */
  name: string;
  /** `error Name(type name, …)`. */
  signature: string;
  /** Without `error `. */
  readable: string;
  canonical: string;
  selector: Hex;
  /** For `Error(string)` entries: the message. */
  reason?: string;
  anchor: string;
  heading: string;
  href: string;
  /** Its key in the family's ErrorTexts: the name, the canonical signature when the family has two of that name, or the quoted message. */
  textKey: string;
  text?: ErrorText;
  declared: Declared[];
  raised: Raised[];
  v30: V30Relation;
}

/** A page of the V3.1 reference: its family's facts and the entries it shows. */
export interface V31Family extends V31PageSpec {
  group: V31GroupId;
  repo: RepoId;
  /** "V3.1 core". */
  groupLabel: string;
  texts: ErrorTexts;
  slug: string;
  path: string;
  /** The family's custom errors, by name. */
  errors: V31Entry[];
  /** `Error(string)` messages its code reverts with. */
  messages: V31Entry[];
  /** Errors and messages, in page order. */
  entries: V31Entry[];
}

interface V30Known {
  readable: string;
  canonical: string;
  name: string;
  declared: SourceRef[];
}

/** Every V3.0 custom error: the V3.0 sources' declarations and the V3.0 catalogue's entries, by canonical signature. */
function v30Index(extract: ErrorsExtract, entries: readonly CatalogueEntry[]): Map<string, V30Known> {
  const out = new Map<string, V30Known>();
  for (const e of extract.errors) {
    const known = out.get(e.canonical) ?? { readable: e.signature.replace(/^error\s+/, ''), canonical: e.canonical, name: e.name, declared: [] };
    known.declared.push(...e.declared.map(({ repo, path, line }) => ({ repo, path, line })));
    out.set(e.canonical, known);
  }
  for (const e of entries) {
    if (e.reason !== undefined || e.panic !== undefined || e.name === 'Error' || e.name === 'Panic') continue;
    if (!out.has(e.canonical)) out.set(e.canonical, { readable: e.readable, canonical: e.canonical, name: e.name, declared: e.origin ? [e.origin] : [] });
  }
  return out;
}

function matchOf(known: V30Known, entries: readonly CatalogueEntry[], labels: ReadonlyMap<string, string>): V30Match {
  return {
    readable: known.readable,
    canonical: known.canonical,
    selector: toFunctionSelector(`error ${known.readable}`),
    declared: known.declared,
    entries: entries.filter((e) => e.canonical === known.canonical && e.reason === undefined && e.panic === undefined).map((e) => ({ label: labels.get(e.family) ?? e.family, href: e.href })),
  };
}

/** The V3.0 relation of an error of `canonical` named `name`. */
export function v30RelationOf(name: string, canonical: string, index: ReadonlyMap<string, V30Known>, entries: readonly CatalogueEntry[], labels: ReadonlyMap<string, string>): V30Relation {
  const same = index.get(canonical);
  if (same) return { kind: 'same', match: matchOf(same, entries, labels) };
  const others = [...index.values()].filter((k) => k.name === name);
  if (others.length) return { kind: 'changed', matches: others.map((k) => matchOf(k, entries, labels)) };
  return { kind: 'new' };
}

/** Which V3.0 releases a V3.0 match's declarations come from: `core-v3 3.01`, `core-v3 3.00`. */
export function v30Releases(match: V30Match): string[] {
  return [...new Set(match.declared.map((d) => V30_RELEASES[d.repo] ?? SOURCES[d.repo].label))];
}

export interface V31Inputs {
  extract: ErrorsExtract;
  v30: ErrorsExtract;
  v30Catalogue: readonly CatalogueEntry[];
  /** Labels of the V3.0 families, by id. */
  v30Labels: ReadonlyMap<string, string>;
  groups?: readonly V31GroupSpec[];
}

function pageOf(group: V31GroupSpec, raised: readonly Raised[], declared: readonly { path: string }[]): V31PageSpec {
  const own = raised.filter((r) => r.repo === group.repo);
  for (const page of group.pages) {
    const rule = page.rule;
    if (!rule) return page;
    const { raisedIn, onlyRaisedIn, declaredIn } = rule;
    if (raisedIn && own.some((r) => raisedIn.some((place) => isIn(r, place)))) return page;
    if (onlyRaisedIn && own.length > 0 && own.every((r) => onlyRaisedIn.some((place) => isIn(r, place)))) return page;
    if (declaredIn && declared.some((d) => declaredIn.test(d.path))) return page;
  }
  throw new Error(`errors catalogue V3.1: family ${group.id} has no page without a rule`);
}

function entryOf(group: V31GroupSpec, e: ExtractedError, textKey: string, index: Map<string, V30Known>, inputs: V31Inputs): V31Entry {
  const anchor = anchorOf({ signature: e.signature, raisedBy: [], when: '', action: '' }, e.name);
  const text = group.texts[textKey];
  const page = pageOf(group, e.raised, e.declared);
  return {
    version: '3.1',
    group: group.id,
    page: page.id,
    name: e.name,
    signature: e.signature,
    readable: e.signature.replace(/^error\s+/, ''),
    canonical: canonicalOf(e.signature),
    selector: toFunctionSelector(e.signature),
    anchor,
    heading: e.name,
    href: `${familyPath({ slug: v31Slug(page.id) })}#${anchor}`,
    textKey,
    ...(text ? { text } : {}),
    declared: e.declared,
    raised: e.raised,
    v30: v30RelationOf(e.name, canonicalOf(e.signature), index, inputs.v30Catalogue, inputs.v30Labels),
  };
}

const ERROR_STRING = 'error Error(string)';

export function buildV31Families(inputs: V31Inputs): V31Family[] {
  const index = v30Index(inputs.v30, inputs.v30Catalogue);
  const errorString = v30RelationOf('Error', canonicalOf(ERROR_STRING), index, inputs.v30Catalogue, inputs.v30Labels);
  return (inputs.groups ?? V31_GROUPS).flatMap((group) => {
    const own = inputs.extract.errors.filter((e) => e.repo === group.repo);
    const names = new Map<string, number>();
    for (const e of own) names.set(e.name, (names.get(e.name) ?? 0) + 1);
    const errors = own.map((e) => entryOf(group, e, (names.get(e.name) ?? 0) > 1 ? e.canonical : e.name, index, inputs));
    const messages = inputs.extract.reasons
      .filter((r) => r.repo === group.repo)
      .sort((a, b) => a.reason.localeCompare(b.reason))
      .map((r): V31Entry => {
        const anchor = anchorOf({ signature: ERROR_STRING, reason: r.reason, raisedBy: [], when: '', action: '' }, 'Error');
        const textKey = `"${r.reason}"`;
        const text = group.texts[textKey];
        const page = pageOf(group, r.raised, r.raised);
        return {
          version: '3.1',
          group: group.id,
          page: page.id,
          name: 'Error',
          signature: ERROR_STRING,
          readable: 'Error(string)',
          canonical: 'Error(string)',
          selector: toFunctionSelector(ERROR_STRING),
          reason: r.reason,
          anchor,
          heading: `"${r.reason}"`,
          href: `${familyPath({ slug: v31Slug(page.id) })}#${anchor}`,
          textKey,
          ...(text ? { text } : {}),
          declared: [],
          raised: r.raised,
          v30: errorString,
        };
      });
    return group.pages.map((page): V31Family => {
      const slug = v31Slug(page.id);
      const pageErrors = errors.filter((e) => e.page === page.id);
      const pageMessages = messages.filter((e) => e.page === page.id);
      return { ...page, group: group.id, repo: group.repo, groupLabel: group.label, texts: group.texts, slug, path: familyPath({ slug }), errors: pageErrors, messages: pageMessages, entries: [...pageErrors, ...pageMessages] };
    });
  });
}

let cached: V31Family[] | undefined;

/** The V3.1 families from the committed extract (built once). */
export function v31Catalogue(): V31Family[] {
  cached ??= buildV31Families({
    extract: EXTRACT_V31,
    v30: EXTRACT_V30,
    v30Catalogue: v30Entries(),
    v30Labels: new Map(v30Families().map((f) => [f.id, f.label])),
  });
  return cached;
}

/** A V3.1 page by its id (`core/credit-facade`). */
export function v31FamilyById(id: string): V31Family {
  const f = v31Catalogue().find((x) => x.id === id);
  if (!f) throw new InputError(`errors catalogue V3.1: no page "${id}"; the pages are ${v31Catalogue().map((x) => x.id).join(', ')}`, { where: id });
  return f;
}

/** The pages of a V3.1 family. */
export function v31GroupPages(group: V31GroupId): V31Family[] {
  return v31Catalogue().filter((f) => f.group === group);
}

export function v31AllEntries(): V31Entry[] {
  return v31Catalogue().flatMap((f) => f.entries);
}

/** A family's text keys without a declared error or message, and its errors without text: for the texts' test. */
export function textProblems(group: V31GroupId): { missing: string[]; missingMessages: string[]; unknown: string[] } {
  const pages = v31GroupPages(group);
  const entries = pages.flatMap((p) => p.entries);
  const keys = new Set(entries.map((e) => e.textKey));
  const texts = V31_GROUPS.find((g) => g.id === group)?.texts ?? {};
  return {
    missing: pages.flatMap((p) => p.errors).filter((e) => !e.text).map((e) => e.textKey),
    missingMessages: pages.flatMap((p) => p.messages).filter((e) => !e.text).map((e) => e.textKey),
    unknown: Object.keys(texts).filter((k) => !keys.has(k)),
  };
}
