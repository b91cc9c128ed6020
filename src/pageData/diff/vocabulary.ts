/**
 * The words of a comparison: the one place that names roles, parameters,
 * places and kinds of change. The Markdown report and the site's changes page
 * both say things through here.
 */
import type { Change, ChangeKind, ParameterId, Place, Role, Subject } from './model';
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

/** Names of the compared parameters: the state pages' labels, with what they belong to (src/domain/protocol/parameters.ts). */
export const PARAMETER_NAMES: Readonly<Record<ParameterId, string>> = Object.fromEntries(
  (Object.keys(PARAMETERS) as ParameterId[]).map((id) => [id, parameterName(id)]),
) as Record<ParameterId, string>;

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

/** The heading of a place. */
export function placeTitle(place: Place): string {
  switch (place.type) {
    case 'core':
      return 'Core contracts and governance';
    case 'priceOracle':
      return 'Price feeds';
    case 'pool':
      return `Pool ${place.name}`;
    case 'creditManager':
      return `Credit manager ${place.name}`;
  }
}

/** A role, with what it is about: "adapter for UNISWAP_V3_ROUTER", "main price feed of WETH", "credit facade". */
export function roleText(role: Role, subject?: Subject): string {
  const name = ROLE_NAMES[role];
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
export function changeSubject(change: Change): string {
  return change.kind === 'parameter' ? parameterText(change.name, change.subject) : roleText(change.role, change.subject);
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Replaced credit facade", "Changed liquidation threshold of WETH": the verb, then the subject. */
export function changeHeadline(change: Change): string {
  const what = changeSubject(change);
  return `${capital(CHANGE_WORDS[change.kind])} ${change.kind === 'parameter' ? what.charAt(0).toLowerCase() + what.slice(1) : what}`;
}
