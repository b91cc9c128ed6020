/**
 * The address lookup: its page data, and its index of every address the
 * snapshots mention with every place it appears, and every address of the
 * Gearbox V3.1 pages (each V3.1 network's book, src/pageData/v31/addressBook.ts,
 * under its book's id, `v3.1-mainnet`). The index is written to
 * /addresses/lookup.json at build time and loaded by the lookup only when it
 * is used.
 */
import type { SiteData } from '../domain/data/model';
import { ADDRESS_BOOK_NETWORKS, LEGACY, NETWORK_IDS, isNetworkId } from '../domain/data/networks';
import { labeler } from '../domain/data/labels';
import { addressKey } from '../domain/data/address';
import { policyName } from '../domain/protocol/timelock';
import { ROLES, isCoreRole, roleInSentence } from '../domain/protocol/roles';
import { addressBook, type RowRole } from './addressBook';
import { SECTION } from './state/sections';
import { legacyBook, legacyParts } from './legacyBook';
import { previousVersions, supersededText } from './previousVersions';
import { creditManagerPath, governancePath, HOME_PATH, homePath, poolPath, previousVersionsAnchor, tokenAnchor, tokensPath, withAnchor } from '../domain/data/paths';
import { kindName, v31AddressBooks, type V31Book } from './v31/addressBook';
import type { V31Data } from '../domain/v31/data';

/** One place: [network, what it is there, label (or ""), page on this site (or "")]. */
export type Place = [network: string, role: string, label: string, href: string];

export interface LookupIndex {
  /**
   * Each network's name and chain by id, the legacy list included (search results name the network of a place;
   * counts of networks count chains, so the legacy list and Mainnet V3 are one network).
   */
  networks: { id: string; name: string; chainId: number }[];
  /** Lower-case address → places. */
  addresses: Record<string, Place[]>;
}

/** What the lookup page shows before the index loads: each network's name and explorer, and the block of each snapshot. */
export interface LookupPageData {
  networks: { id: string; name: string; explorer: string; block?: number }[];
}

/** A V3.1 book's network as the lookup names it: "Gearbox V3.1 on Mainnet". */
export const v31NetworkName = (book: V31Book): string => `Gearbox V3.1 on ${book.network.name}`;

export function lookupPage(site: SiteData): LookupPageData {
  return {
    networks: [
      ...ADDRESS_BOOK_NETWORKS.map(({ id, name, explorer }) => (isNetworkId(id) ? { id, name, explorer, block: site.networks[id].block } : { id, name, explorer })),
      ...v31AddressBooks(site.v31).map((b) => ({ id: b.id, name: v31NetworkName(b), explorer: b.network.explorer, ...(b.state ? { block: b.state.block } : {}) })),
    ],
  };
}

/**
 * The places of every V3.1 address: each row of each network's book (and each adapter's target, and each address a
 * contract names in its decoded parameters), with the page and section that shows it.
 */
export function v31Places(data: V31Data, push: (network: string, address: string, place: Place) => void): void {
  // One place per (role, page): two markets may share a name, so the same words can stand on two pages.
  const seen = new Set<string>();
  const add = (network: string, address: string, role: string, label: string | undefined, href: string) => {
    const key = `${network} ${addressKey(address)} ${role} ${href}`;
    if (seen.has(key)) return;
    seen.add(key);
    push(network, address, [network, role, label ?? '', href]);
  };
  for (const book of v31AddressBooks(data)) {
    for (const t of book.tables) {
      for (const r of t.rows) {
        let role: string;
        if (r.key !== undefined) role = `Address provider entry ${r.key} (version ${r.version ?? 0})`;
        else if (r.kind === 'v31AddressProvider') role = 'Address provider';
        else if (r.kind === 'v31Parameter') role = `Named in the parameter ${r.label}`;
        else if (r.subject && r.kind !== 'v31Adapter') role = `${r.reserve ? 'Reserve price feed' : 'Main price feed'} for ${r.subjectLabel ?? r.subject} (${t.title})`;
        else role = `${kindName(r.kind)} (${t.title})`;
        // An address a parameter names has no name of its own here: its row's label says where it is named.
        add(book.id, r.address, role, r.kind === 'v31Parameter' ? undefined : r.label, r.href);
        if (r.kind === 'v31Adapter' && r.subject) add(book.id, r.subject, `Adapter target (${t.title})`, r.subjectLabel, r.href);
      }
    }
  }
}

/** A role in words (src/domain/protocol/roles.ts names them): "Core contract: address provider", "Pool quota keeper". */
const roleText = (role: RowRole): string => (isCoreRole(role) ? `Core contract: ${roleInSentence(role)}` : ROLES[role].name);

export function lookupIndex(site: SiteData): LookupIndex {
  const addresses: Record<string, Place[]> = {};
  const add = (network: string, address: string, role: string, label: string | undefined, href: string) => {
    const list = (addresses[addressKey(address)] ??= []);
    if (!list.some((p) => p[0] === network && p[1] === role)) list.push([network, role, label ?? '', href]);
  };

  for (const net of NETWORK_IDS) {
    const snap = site.networks[net];
    const names = labeler(snap);
    for (const t of addressBook(snap)) {
      const href = homePath(snap.network.tab, t.id);
      for (const r of t.rows) {
        let role = roleText(r.role);
        if (r.role === 'mainPriceFeed' || r.role === 'reservePriceFeed') role = `${role} for ${r.label}`;
        else if (r.role === 'adapter') role = `${r.label} in ${t.subject?.name ?? t.title}`;
        else if (t.subject) role = `${role} (${t.title})`;
        add(net, r.address, role, names.contract(r.address), href);
        if (r.role === 'adapter' && r.subject) add(net, r.subject, `Adapter target in ${t.subject?.name ?? t.title}`, names.contract(r.subject), href);
      }
    }
    const gov = governancePath(net);
    const c = snap.core;
    add(net, c.acl.owner, 'ACL owner', names.contract(c.acl.owner), gov);
    for (const a of c.acl.pausableAdmins) add(net, a, 'Pausable admin', names.contract(a), gov);
    for (const a of c.acl.unpausableAdmins) add(net, a, 'Unpausable admin', names.contract(a), gov);
    for (const p of c.controllerTimelock.policies) add(net, p.admin, `Timelock policy admin (${policyName(p.hash) ?? p.hash})`, names.contract(p.admin), governancePath(net, SECTION.governance.timelockPolicies));
    // An entry a newer version replaced says so, and links the "Previous versions" table of /.
    const superseded = new Map(previousVersions(snap).map((p) => [`${p.key}:${p.version}`, p]));
    for (const e of c.addressProvider.entries) {
      const old = superseded.get(`${e.role}:${e.version}`);
      add(net, e.address, `Address provider entry ${e.role} (version ${e.version})${old ? `, ${supersededText(old)}` : ''}`, names.contract(e.address), old ? withAnchor(HOME_PATH, previousVersionsAnchor(net)) : governancePath(net, SECTION.governance.addressProvider));
    }
    for (const cm of snap.creditManagers) {
      for (const l of cm.configurator.emergencyLiquidators) add(net, l, `Emergency liquidator of ${cm.name}`, names.contract(l), withAnchor(creditManagerPath(net, cm.name), SECTION.creditManager.emergencyLiquidators));
    }
    for (const p of snap.pools) {
      for (const z of p.zappers) add(net, z.zapper, `Zapper of ${p.name}`, names.contract(z.zapper), withAnchor(poolPath(net, p.name), SECTION.pool.zappers));
      add(net, p.underlying, `Underlying of ${p.name}`, names.token(p.underlying), tokensPath(net, tokenAnchor(p.underlying)));
    }
    for (const t of [...snap.tokens.map((x) => x.address), ...snap.creditManagers.flatMap((cm) => cm.collateralTokens.map((x) => x.token))]) {
      add(net, t, 'Token', names.token(t), tokensPath(net, tokenAnchor(t)));
    }
  }

  for (const part of legacyParts(legacyBook(site.legacy))) {
    for (const b of part.blocks) {
      for (const r of b.rows) add(LEGACY.id, r.address, `Legacy V2/V1: ${b.trail}: ${r.label}`, r.label, homePath(LEGACY.tab, part.id));
    }
  }

  v31Places(site.v31, (_network, address, place) => (addresses[addressKey(address)] ??= []).push(place));

  return {
    networks: [...ADDRESS_BOOK_NETWORKS.map(({ id, name, chainId }) => ({ id, name, chainId })), ...v31AddressBooks(site.v31).map((b) => ({ id: b.id, name: v31NetworkName(b), chainId: b.network.chainId }))],
    addresses,
  };
}
