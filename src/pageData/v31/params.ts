/**
 * A V3.1 contract's decoded `serialize()` parameters as cells: each value in human units by the unit its layout
 * gives (basis points and RAY rates as percent, durations, times, 8-decimal prices), addresses named through the
 * network's directory, the raw value one step away. Parameters the site cannot decode are shown as their raw bytes
 * with the reason, never as a blank.
 */
import { hexToString, isHex, type Hex } from 'viem';
import { bpsToPercent, formatDuration, formatFixed, formatUtc, groupDigits, rayToPercent } from '../../domain/data/format';
import type { DecodedParam, DecodedParams, ParamValue } from '../../domain/v31/params/decode';
import type { ParamUnit } from '../../domain/v31/params/layout';
import type { V31Contract } from '../../domain/v31/states';
import { code, flag, list, num, pair, text, type Cell, type Field } from '../state/cells';
import type { V31Directory } from './directory';
import { abiCell, v31ContractAbi } from '../abiLinks';

/** How to show an address a page already shows in full elsewhere (a link to its row), or undefined for its full cell. */
export type AddressRef = (address: string) => Cell | undefined;

function scalarCell(type: string, value: ParamValue, unit: ParamUnit | undefined, dir: V31Directory, ref?: AddressRef): Cell {
  if (typeof value === 'boolean') return flag(value);
  if (Array.isArray(value) || typeof value === 'object') return text(JSON.stringify(value));
  if (type === 'address') return ref?.(value) ?? dir.cell(value);
  if (/^u?int\d*$/.test(type)) {
    const v = BigInt(value);
    switch (unit) {
      case 'bps':
        return num(bpsToPercent(v), `${value} bps`);
      case 'ray':
        return num(rayToPercent(v), value);
      case 'wad':
        return num(formatFixed(v, 18), value);
      case 'price':
        return num(formatFixed(v, 8), value);
      case 'seconds':
        return num(formatDuration(Number(v)), `${value} s`);
      case 'timestamp':
        return v === 0n ? num('none', value) : num(formatUtc(Number(v)), value);
      default:
        return num(groupDigits(v), value);
    }
  }
  if (type === 'bytes32' && unit === 'bytes32Text' && isHex(value)) {
    const t = hexToString(value as Hex, { size: 32 }).replace(/\0+$/, '');
    return /^[\x20-\x7e]*$/.test(t) ? num(t || '(empty)', value) : code(value);
  }
  if (type === 'string') return text(value || '(empty)');
  return code(value);
}

interface Shape {
  type: string;
  unit?: ParamUnit;
  components?: readonly { name: string; type: string; unit?: ParamUnit }[];
}

/** One parameter's value as a cell: a scalar, a list of values, a tuple as named parts. */
export function valueCell(shape: Shape, value: ParamValue, dir: V31Directory, ref?: AddressRef): Cell {
  const { type, unit, components } = shape;
  if (type.endsWith(']')) {
    const inner = { ...shape, type: type.replace(/\[\d*\]$/, '') };
    const items = Array.isArray(value) ? value : [];
    return items.length === 0 ? text('none') : list(items.map((v) => valueCell(inner, v, dir, ref)));
  }
  if (type === 'tuple' && components && value && typeof value === 'object' && !Array.isArray(value)) {
    const rec = value as Record<string, ParamValue>;
    return list(components.map((c) => pair(c.name, valueCell(c, rec[c.name] ?? '', dir, ref))));
  }
  return scalarCell(type, value, unit, dir, ref);
}

const paramCell = (p: DecodedParam, dir: V31Directory, ref?: AddressRef): Cell => valueCell(p, p.value, dir, ref);

const rawNote = (d: Extract<DecodedParams, { kind: 'raw' }>): string =>
  d.reason === 'unknown' ? `This site has no layout for this type and version (${d.detail}); the bytes are shown as they are.` : `The bytes do not fit this type's layout (${d.detail}); they are shown as they are.`;

/** A contract's parameters as labelled fields (for a contract's own section). */
export function paramFields(c: V31Contract, dir: V31Directory): Field[] {
  const d = c.params;
  if (d.kind === 'none') return [];
  if (d.kind === 'raw') return [{ key: 'serializedParams', label: 'Serialized parameters (raw)', cell: code(d.bytes), note: rawNote(d) }];
  return d.params.map((p) => ({ key: `param.${p.name}`, label: p.name, cell: paramCell(p, dir) }));
}

/** A contract's parameters in one cell (for a row of a table): a list of "name: value". */
export function paramsCell(c: V31Contract, dir: V31Directory, skip: readonly string[] = [], ref?: AddressRef): Cell {
  const d = c.params;
  if (d.kind === 'none') return text('none serialized');
  if (d.kind === 'raw') return list([text(d.reason === 'unknown' ? 'not decoded (no layout):' : 'not decoded (bytes do not fit the layout):'), code(d.bytes)]);
  const shown = d.params.filter((p) => !skip.includes(p.name));
  return shown.length === 0 ? text('none besides the above') : list(shown.map((p) => pair(p.name, paramCell(p, dir, ref))));
}

/** The fields every V3.1 contract has: address, type, version, its ABI; then what its layout says it is, and where serialize() is. */
export function contractFields(c: V31Contract, dir: V31Directory, label: string): Field[] {
  const d = c.params;
  const source = d.kind === 'decoded' ? d.layout.source : undefined;
  return [
    { key: 'address', label, cell: dir.cell(c.address) },
    { key: 'type', label: 'Contract type', cell: c.type ? code(c.type) : text('none given'), ...(d.kind === 'decoded' ? { note: d.layout.what } : {}) },
    { key: 'version', label: 'Version', cell: num(String(c.version), c.version) },
    { key: 'abi', label: 'ABI', cell: abiCell(v31ContractAbi(c.type, c.version), true) },
    ...(source
      ? [{ key: 'source', label: 'serialize() in the source', cell: code('package' in source ? `${source.package}@${source.version} ${source.file}:${source.line}` : `${source.repo}@${source.commit.slice(0, 10)} ${source.file}:${source.line}`) }]
      : []),
    ...paramFields(c, dir),
  ];
}
