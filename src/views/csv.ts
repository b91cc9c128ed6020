/**
 * CSV that is safe to open in a spreadsheet. Labels and symbols come from data we do not write (snapshots, the
 * token list), so a cell may begin like a formula: `=HYPERLINK(…)`, `-2+3+cmd|…`. Such a cell gets a leading `'`
 * (OWASP, "CSV Injection"): a spreadsheet then shows it as text and runs nothing. Quoting follows RFC 4180; records
 * end in CRLF. The value in the JSON export stays as the data has it.
 */

/** How a spreadsheet recognises a formula: the cell's first character (OWASP's list: = + - @ tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Characters that need the field quoted (RFC 4180, 2.6). */
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: neutralised when it could start a formula, quoted when RFC 4180 asks for it (`"` doubled). */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, without its line break. */
export function csvRow(values: readonly string[]): string {
  return values.map(csvCell).join(',');
}

/** A whole file: a header record, then one per row, each ending in CRLF. */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((r) => `${csvRow(r)}\r\n`).join('');
}
