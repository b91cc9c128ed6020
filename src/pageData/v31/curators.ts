/** A curator's part of the site's V3.1 URLs: its name's slug, with the configurator's first bytes if two curators of a network share it. */
import { slugify } from '../../domain/data/paths';
import { addressKey } from '../../domain/data/address';
import type { V31Curator, V31Network } from '../../domain/v31/networks';

export function curatorSlug(network: V31Network, curator: V31Curator): string {
  const slug = slugify(curator.name) || 'curator';
  const clash = network.curators.some((c) => c !== curator && addressKey(c.configurator) !== addressKey(curator.configurator) && (slugify(c.name) || 'curator') === slug);
  return clash ? `${slug}-${addressKey(curator.configurator).slice(2, 8)}` : slug;
}
