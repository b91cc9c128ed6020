/**
 * Issue 17's part of the rows model (pure, like visibility.ts): each row's access class and the id of its
 * "Check it yourself" proof. Row i of a network (counted across its tables in page order) is row i of
 * /addresses/{network}.json: both list addressBook()'s rows.
 */
import { proofSpec } from '../../domain/data/paths';
import type { AddressTableRow } from './addressTableRow';
import type { PageNetwork } from '../deployedContractsPage';
import type { PageBelowTables } from '../deployedContractsBelowTables';

/** Id of the element that holds a role's one-line reason (aria-describedby of its labels). */
export const reasonId = (role: string): string => `access-why-${role}`;

/** `rows[t][i]` with the access class and proof id of row i of table t added. */
export function withAccess(net: PageNetwork, belowTables: PageBelowTables, rows: AddressTableRow[][]): AddressTableRow[][] {
  let index = 0;
  const classes = new Map(belowTables.accessClasses.map((c) => [c.cls, c]));
  return net.tables.map((t, ti) =>
    (rows[ti] ?? []).map((row, i) => {
      const code = t.access?.[i];
      const role = code === undefined ? undefined : belowTables.accessRoles[parseInt(code, 36)];
      const cls = role && classes.get(role.cls);
      const out: AddressTableRow = { ...row, proof: proofSpec(net.id, index++) };
      if (role && cls) out.access = { cls: role.cls, label: cls.label, href: cls.href, describedBy: reasonId(role.role) };
      return out;
    }),
  );
}
