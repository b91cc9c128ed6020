/**
 * The address lookup index: every address the snapshots mention, with every
 * place it appears. Written to /addresses/lookup.json at build time and loaded
 * by the lookup only when it is used.
 */
import type { SiteData } from '../data/model';
import { NETWORK_IDS, type NetworkId } from '../data/networks';
import { labeler } from '../data/labels';
import { addressBook, type RowRole } from './addressBook';
import { legacyBook } from './legacyBook';
import { policyName } from './state/governance';
import { previousVersions, supersededText } from './previousVersions';
import { creditManagerPath, governancePath, poolPath, tokenAnchor, tokensPath } from './state/paths';

/** One place: [network, what it is there, label (or ""), page on this site (or "")]. */
export type Place = [network: string, role: string, label: string, href: string];

export interface LookupIndex {
  networks: { id: string; name: string; block: number; time: string }[];
  /** Lower-case address → places. */
  addresses: Record<string, Place[]>;
}

const ROLE_TEXT: Record<RowRole, string> = {
  acl: 'Core contract: ACL',
  addressProvider: 'Core contract: address provider',
  contractsRegister: 'Core contract: contracts register',
  botList: 'Core contract: bot list',
  gearStaking: 'Core contract: GEAR staking',
  degenNFT: 'Core contract: degen NFT',
  accountFactory: 'Core contract: account factory',
  controllerTimelock: 'Core contract: controller timelock',
  priceOracle: 'Core contract: price oracle',
  mainPriceFeed: 'Main price feed',
  reservePriceFeed: 'Reserve price feed',
  pool: 'Pool',
  poolQuotaKeeper: 'Pool quota keeper',
  gauge: 'Gauge',
  interestModel: 'Interest rate model',
  creditManager: 'Credit manager',
  creditFacade: 'Credit facade',
  creditConfigurator: 'Credit configurator',
  adapter: 'Adapter',
};

export function lookupIndex(site: SiteData): LookupIndex {
  const addresses: Record<string, Place[]> = {};
  const add = (network: string, address: string, role: string, label: string | undefined, href: string) => {
    const key = address.toLowerCase();
    const list = (addresses[key] ??= []);
    if (!list.some((p) => p[0] === network && p[1] === role)) list.push([network, role, label ?? '', href]);
  };

  for (const id of NETWORK_IDS) {
    const snap = site.networks[id];
    const names = labeler(snap);
    const net: NetworkId = id;
    for (const t of addressBook(snap)) {
      for (const r of t.rows) {
        let role = ROLE_TEXT[r.role];
        if (r.role === 'mainPriceFeed' || r.role === 'reservePriceFeed') role = `${role} for ${r.label}`;
        else if (r.role === 'adapter') role = `${r.label} in ${t.title.replace(/^Credit Manager /, '')}`;
        else if (t.kind === 'pool' || t.kind === 'creditManager') role = `${role} (${t.title})`;
        add(net, r.address, role, names.contract(r.address), `/?network=${net}#${t.id}`);
        if (r.role === 'adapter' && r.subject) {
          add(net, r.subject, `Adapter target in ${t.title.replace(/^Credit Manager /, '')}`, names.contract(r.subject), `/?network=${net}#${t.id}`);
        }
      }
    }
    const gov = governancePath(net);
    const c = snap.core;
    add(net, c.acl.owner, 'ACL owner', names.contract(c.acl.owner), gov);
    for (const a of c.acl.pausableAdmins) add(net, a, 'Pausable admin', names.contract(a), gov);
    for (const a of c.acl.unpausableAdmins) add(net, a, 'Unpausable admin', names.contract(a), gov);
    for (const p of c.controllerTimelock.policies) add(net, p.admin, `Timelock policy admin (${policyName(p.hash) ?? p.hash})`, names.contract(p.admin), `${gov}#timelock-policies`);
    const superseded = new Map(previousVersions(snap).map((p) => [`${p.key}:${p.version}`, p]));
    for (const e of c.addressProvider.entries) {
      const old = superseded.get(`${e.role}:${e.version}`);
      add(net, e.address, `Address provider entry ${e.role} (version ${e.version})${old ? `, ${supersededText(old)}` : ''}`, names.contract(e.address), old ? `/#previous-versions-${net}` : `${gov}#address-provider`);
    }
    for (const cm of snap.creditManagers) {
      for (const l of cm.configurator.emergencyLiquidators) add(net, l, `Emergency liquidator of ${cm.name}`, names.contract(l), `${creditManagerPath(net, cm.name)}#emergency-liquidators`);
    }
    for (const p of snap.pools) {
      for (const z of p.zappers) add(net, z.zapper, `Zapper of ${p.name}`, names.contract(z.zapper), `${poolPath(net, p.name)}#zappers`);
      add(net, p.underlying, `Underlying of ${p.name}`, names.token(p.underlying), `${tokensPath(net)}#${tokenAnchor(p.underlying)}`);
    }
    const tokens = new Set([...snap.tokens.map((t) => t.address), ...snap.creditManagers.flatMap((cm) => cm.collateralTokens.map((t) => t.token))]);
    for (const t of tokens) add(net, t, 'Token', names.token(t), `${tokensPath(net)}#${tokenAnchor(t)}`);
  }

  for (const s of legacyBook(site.legacy)) {
    for (const part of [s, ...s.subsections]) {
      const where = part === s ? s.title : `${s.title} / ${part.title}`;
      for (const b of part.blocks) {
        for (const r of b.rows) add('mainnet-v2-v1', r.address, `Legacy V2/V1: ${where}${b.group ? ` / ${b.group}` : ''}: ${r.label}`, r.label, `/?network=mainnet-v2#${part.id}`);
      }
    }
  }

  return {
    networks: NETWORK_IDS.map((id) => ({
      id,
      name: site.networks[id].network.name,
      block: site.networks[id].block,
      time: new Date(site.networks[id].timestamp * 1000).toISOString(),
    })),
    addresses,
  };
}
