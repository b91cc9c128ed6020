/**
 * CSV cells safe to open in a spreadsheet. A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage
 * return is one a spreadsheet may run as a formula; it gets a leading `'`, as the OWASP guidance on CSV
 * injection describes. Then the cell is quoted as RFC 4180 says: in double quotes when it holds a comma, a
 * double quote, a CR or an LF, with every double quote doubled. Every CSV the site writes (the address book's
 * /addresses/{network}.csv and the Safe address book) is made of these cells. The JSON export keeps the raw value.
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
