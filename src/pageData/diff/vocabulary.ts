/**
 * The words of a comparison: the one place that names roles, parameters,
 * places and kinds of change. The Markdown report and the site's changes page
 * both say things through here.
 */
import type { ChangeKind, ParameterId, Role, Subject, V31Change, V31CuratorStatus, V31ParameterId, V31Place, V31Role } from './model';
import { CONTRACT_ROLES, roleInSentence, type ContractRole } from '../../domain/protocol/roles';
import { PARAMETERS, parameterName } from '../../domain/protocol/parameters';

/** Roles in words inside a sentence: the contract roles as src/domain/protocol/roles.ts names them, then the roles a comparison adds. */
export const ROLE_NAMES: Readonly<Record<Role, string>> = {
  ...(Object.fromEntries(CONTRACT_ROLES.map((role) => [role, roleInSentence(role)])) as Record<ContractRole, string>),
  addressProviderEntry: 'address provider entry',
  zapper: 'zapper',
  aclOwner: 'ACL owner',
  pausableAdmin: 'pausable admin',
  unpausableAdmin: 'unpausable admin',
  emergencyLiquidator: 'emergency liquidator',
};

/** V3.1's roles in words: V3.0's, and the roles a V3.1 market adds. */
export const V31_ROLE_NAMES: Readonly<Record<V31Role, string>> = {
  ...ROLE_NAMES,
  marketConfigurator: 'market configurator',
  treasury: 'treasury',
  rateKeeper: 'rate keeper',
  lossPolicy: 'loss policy',
  priceFeed: 'price feed',
};

/** Names of the compared parameters: the state pages' labels, with what they belong to (src/domain/protocol/parameters.ts). */
export const PARAMETER_NAMES: Readonly<Record<ParameterId, string>> = Object.fromEntries(
  (Object.keys(PARAMETERS) as ParameterId[]).map((id) => [id, parameterName(id)]),
) as Record<ParameterId, string>;

/**
 * V3.1's parameters in words: V3.0's, and those a V3.1 comparison adds (as the V3.1 pages label them). A decoded
 * serialize() parameter is named by its source's name instead (`lowerBound`, `pools`); `serialized` names the kind.
 */
export const V31_PARAMETER_NAMES: Readonly<Record<V31ParameterId, string>> = {
  ...PARAMETER_NAMES,
  maxEnabledTokens: 'Max enabled tokens',
  forbiddenToken: 'Forbidden',
  rateKeeperRate: 'Rate keeper rate',
  contractVersion: 'Version',
  'feed.skipCheck': 'Skips checks',
  'feed.underlyingStaleness': 'Staleness period',
  serialized: 'Serialized parameter',
};

/** The verb of each kind of change, as the page's "Change" column and the report's lines say it. */
export const CHANGE_WORDS: Record<ChangeKind, string> = {
  added: 'added',
  removed: 'removed',
  replaced: 'replaced',
  renamed: 'renamed',
  parameter: 'changed',
};

/** What a value is called when one snapshot does not have it. */
export const NOT_SET = 'not set';

/**
 * V3.1: what the comparison says of a curator's markets when only one of the two states was read for the curator.
 * Not a change: the other state holds nothing of that curator, so nothing can be said to have come or gone.
 */
export const NOT_HELD_BEFORE = 'not held before';
export const NOT_HELD_AFTER = 'not held in the newer state';

/** What a V3.1 comparison says of a curator, by whether each state was read for it. */
export const COVERAGE_WORDS: Readonly<Record<V31CuratorStatus, string>> = {
  compared: 'read in both states, compared',
  notHeldBefore: `${NOT_HELD_BEFORE} (the older state was not read for this curator: its markets are not compared, and not added)`,
  notHeldAfter: `${NOT_HELD_AFTER} (the newer state was not read for this curator: its markets are not compared, and not removed)`,
};

/** The heading of a place. */
export function placeTitle(place: V31Place): string {
  switch (place.type) {
    case 'core':
      return 'Core contracts and governance';
    case 'priceOracle':
      return 'Price feeds';
    case 'pool':
      return `Pool ${place.name}`;
    case 'creditManager':
      return `Credit manager ${place.name}`;
    case 'system':
      return 'System contracts';
    case 'curator':
      return `Curator ${place.name}`;
    case 'market':
      return `Market ${place.name}`;
    case 'marketFeeds':
      return `Price feeds of ${place.name}`;
    case 'creditSuite':
      return `Credit suite ${place.name} of ${place.market}`;
  }
}

/** A role, with what it is about: "adapter for UNISWAP_V3_ROUTER", "main price feed of WETH", "credit facade". */
export function roleText(role: V31Role, subject?: Subject): string {
  const name = V31_ROLE_NAMES[role];
  if (!subject) return name;
  switch (role) {
    case 'adapter':
      return `${name} for ${subject.label}`;
    case 'mainPriceFeed':
    case 'reservePriceFeed':
      return `${name} of ${subject.label}`;
    default:
      return `${name} ${subject.label}`;
  }
}

/** A parameter with what it applies to: "Liquidation threshold of WETH". */
export function parameterText(name: string, subject?: Subject): string {
  return subject ? `${name} of ${subject.label}` : name;
}

/** What a change is about, in words (without the verb). */
export function changeSubject(change: V31Change): string {
  return change.kind === 'parameter' ? parameterText(change.name, change.subject) : roleText(change.role, change.subject);
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Replaced credit facade", "Changed liquidation threshold of WETH": the verb, then the subject. */
export function changeHeadline(change: V31Change): string {
  const what = changeSubject(change);
  return `${capital(CHANGE_WORDS[change.kind])} ${change.kind === 'parameter' ? what.charAt(0).toLowerCase() + what.slice(1) : what}`;
}
