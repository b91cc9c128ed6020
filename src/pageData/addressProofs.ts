/**
 * The proof of each row of an address-book export (/addresses/{network}.json), from that file alone: the
 * registries are its core rows (and its first pool, which names the address provider), a row's credit manager,
 * pool or quota keeper is the row of that role in the same table, and core versions come from its address-provider
 * entries. The browser builds the
 * "Check it yourself" commands this way, on demand, from the file the page links; the tests run them.
 */
import type { Address } from 'viem';
import { proofOf, type ProofContext, type ProofRead, type ProofSubject } from '../domain/proofs/proof';
import { isContractRole } from '../domain/protocol/roles';
import type { AddressBookFile, ExportRow } from './addressExport';


/** The registries of the file, or undefined (the legacy list has none). */
export function proofContext(file: AddressBookFile): ProofContext | undefined {
  const find = (role: string) => file.rows.find((r) => r.role === role)?.address as Address | undefined;
  const addressProvider = find('addressProvider');
  const contractsRegister = find('contractsRegister');
  const priceOracle = find('priceOracle');
  if (!addressProvider || !contractsRegister || !priceOracle) return undefined;
  const pool = find('pool');
  return { addressProvider, contractsRegister, priceOracle, entries: file.addressProviderEntries, ...(pool ? { pool } : {}) };
}

/** What a proof needs to know about `row` of `file`. */
export function proofSubject(file: AddressBookFile, row: ExportRow): ProofSubject | undefined {
  if (!isContractRole(row.role)) return undefined;
  const inTable = (role: string) => file.rows.find((r) => r.table === row.table && r.role === role)?.address as Address | undefined;
  const subject: ProofSubject = { role: row.role, address: row.address as Address };
  if (row.target) subject.target = row.target as Address;
  const creditManager = inTable('creditManager');
  const pool = inTable('pool');
  const quotaKeeper = inTable('poolQuotaKeeper');
  if (creditManager) subject.creditManager = creditManager;
  if (pool) subject.pool = pool;
  if (quotaKeeper) subject.quotaKeeper = quotaKeeper;
  return subject;
}

/** The proof of every row, index for index (undefined where none can be made). */
export function exportProofs(file: AddressBookFile): (ProofRead | undefined)[] {
  const ctx = proofContext(file);
  return file.rows.map((row) => {
    const subject = ctx && proofSubject(file, row);
    return subject && ctx ? proofOf(subject, ctx) : undefined;
  });
}
