/**
 * The access classes, and each role's class with its one-line reason (from the record of roles, ./roles.ts): the part of
 * ./access.ts that pages draw in the browser (the access badge of a state page's cell), in a module of its own so
 * that their scripts do not carry every role's function lists. ./access.ts cites the facts each class rests on,
 * beside the role's functions, and re-exports all of this; everything else imports it from there.
 */
import { ACCESS_DOC } from '../data/paths';
import { ROLES, type ContractRole } from './roles';
import { V31_ROLES, type V31Role } from './v31Roles';

export { CONTRACT_ROLES, type ContractRole } from './roles';
export type { V31Role } from './v31Roles';

/** A role an address cell may carry for its access badge: a V3.0 role (./roles.ts) or a V3.1 one (./v31Roles.ts). */
export type AnyRole = ContractRole | V31Role;

/** The classes, in the order the docs explain them. */
export const ACCESS_CLASSES = ['entry', 'multicall', 'read', 'governance', 'internal'] as const;
export type AccessClass = (typeof ACCESS_CLASSES)[number];

export interface AccessClassInfo {
  /** Short label shown on every row. */
  label: string;
  /** Id of the docs section that explains the class. */
  anchor: string;
  /** One sentence: what the class means for an integrator. */
  meaning: string;
}

/** The docs page that explains the classes (its URL lives in src/domain/data/paths.ts). */
export const ACCESS_DOCS_PATH = ACCESS_DOC;

export const ACCESS_CLASS_INFO: Readonly<Record<AccessClass, AccessClassInfo>> = {
  entry: {
    label: 'entry point',
    anchor: 'entry-point',
    meaning: 'Your code or your users call it directly.',
  },
  multicall: {
    label: 'facade multicall only',
    anchor: 'facade-multicall-only',
    meaning: "Called only by the credit facade, as one step of a credit account's multicall.",
  },
  read: {
    label: 'read-only',
    anchor: 'read-only',
    meaning: 'You read it; its only writes belong to governance.',
  },
  governance: {
    label: 'governance only',
    anchor: 'governance-only',
    meaning: "Changes the protocol's settings; every write needs a governance role.",
  },
  internal: {
    label: 'internal',
    anchor: 'internal',
    meaning: 'Only other protocol contracts may call its state-changing functions; you may read it.',
  },
};

/**
 * Each role's class, and one line: why this class (the records of roles: ./roles.ts for V3.0, ./v31Roles.ts for V3.1;
 * the facts behind each class: ./access.ts, beside the role's functions).
 */
export const ROLE_CLASS: Readonly<Record<AnyRole, { readonly class: AccessClass; readonly reason: string }>> = { ...ROLES, ...V31_ROLES };

/** The docs URL of a class. */
export function accessDocsHref(cls: AccessClass): string {
  return `${ACCESS_DOCS_PATH}#${ACCESS_CLASS_INFO[cls].anchor}`;
}
