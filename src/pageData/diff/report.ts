/** The comparison as Markdown: one section per network, one heading per place, one line per change. */
import { formatUtc, groupDigits } from '../../domain/data/format';
import type { DiffReport, NetworkDiff, Part, Ref, SnapshotRef, V31Change, V31Role, Value } from './model';
import { NOT_SET, changeHeadline, placeTitle, roleText } from './vocabulary';

/** Markdown's active characters in a label (underscores stay: inside words they are plain text). */
const escape = (text: string) => text.replace(/[\\`*[\]<>]/g, (c) => `\\${c}`);
const code = (address: string) => `\`${address}\``;
const ref = (r: Ref) => (r.label && r.label !== r.address ? `${escape(r.label)} (${code(r.address)})` : code(r.address));

function values(old: Value | null, now: Value | null): string {
  const text = `${old ? escape(old.text) : NOT_SET} → ${now ? escape(now.text) : NOT_SET}`;
  const rawSame = (!old || old.raw === old.text) && (!now || now.raw === now.text);
  return rawSame ? text : `${text} (raw ${old ? escape(old.raw) : NOT_SET} → ${now ? escape(now.raw) : NOT_SET})`;
}

const partLine = (p: Part<V31Role>) => `  - ${roleText(p.role, p.subject)}: ${ref(p.contract)}`;

/** One change as a list item (with sub-items for the contracts of an added, removed or replaced pool or credit manager). */
export function changeLine(change: V31Change): string {
  const head = escape(changeHeadline(change));
  switch (change.kind) {
    case 'added':
    case 'removed':
      return [`- ${head}: ${ref(change.contract)}`, ...(change.parts ?? []).map(partLine)].join('\n');
    case 'replaced':
      // The same label on both sides (a facade replaced by the next facade of the same manager) is said once.
      return [
        `- ${head}: ${change.old.label !== undefined && change.old.label === change.new.label ? `${escape(change.old.label)}, ${code(change.old.address)} → ${code(change.new.address)}` : `${ref(change.old)} → ${ref(change.new)}`}`,
        ...(change.parts ?? []).map(partLine),
      ].join('\n');
    case 'renamed':
      return `- ${head}: "${escape(change.old)}" → "${escape(change.new)}"`;
    case 'parameter':
      return `- ${head}: ${values(change.old, change.new)}`;
  }
}

const at = (s: SnapshotRef) => `block ${groupDigits(s.block)} (${formatUtc(s.timestamp)})`;

function section(net: NetworkDiff): string {
  const n = net.changes.length;
  const lines = [`## ${net.networkName} (chain ${net.chainId})`, '', `From ${at(net.old)} to ${at(net.new)}: ${n === 0 ? 'no changes' : n === 1 ? '1 change' : `${n} changes`}.`];
  let place = '';
  for (const change of net.changes) {
    const title = placeTitle(change.place);
    const key = `${title}|${'address' in change.place ? change.place.address : ''}`;
    if (key !== place) {
      place = key;
      lines.push('', `### ${escape(title)}${'address' in change.place ? ` (${code(change.place.address)})` : ''}`, '');
    }
    lines.push(changeLine(change));
  }
  return lines.join('\n');
}

/** For the V3.1 report (src/pageData/v31/diff.ts), which says its changes the same way. */
export { escape as escapeMarkdown, at as snapshotAt };

export function renderMarkdown(report: DiffReport, title = 'Snapshot changes'): string {
  return `${[`# ${escape(title)}`, ...report.networks.map(section)].join('\n\n')}\n`;
}
