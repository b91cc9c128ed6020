/**
 * CSV cells safe to open in a spreadsheet. A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage
 * return is one a spreadsheet may run as a formula; it gets a leading `'`, as the OWASP guidance on CSV
 * injection describes. Then the cell is quoted as RFC 4180 says: in double quotes when it holds a comma, a
 * double quote, a CR or an LF, with every double quote doubled.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** `text` with a leading `'` when a spreadsheet could take it for a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One CSV cell: formula-neutralised, then quoted per RFC 4180 when needed. */
export function csvCell(text: string): string {
  const safe = neutraliseFormula(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document: header and rows, CRLF line ends as RFC 4180 has them. */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * Parses RFC 4180 CSV (quoted cells, doubled quotes, CRLF or LF line ends) into rows of cells. For tests
 * and for readers of our own files; it undoes quoting, not formula neutralisation.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
