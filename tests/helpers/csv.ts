/**
 * An RFC 4180 reader, written for the tests (independent of src/pageData/addressCode/csv.ts, whose output it reads back): fields separated by commas,
 * records by CRLF (a lone LF is accepted too), a quoted field may hold commas, line breaks and doubled quotes.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i += 1;
        if (i < text.length && !',\r\n'.includes(text[i]!)) throw new Error(`text after a closing quote at ${i}`);
      } else {
        field += c;
        i += 1;
      }
    } else if (c === '"') {
      if (field !== '') throw new Error(`a quote inside an unquoted field at ${i}`);
      quoted = true;
      i += 1;
    } else if (c === ',') {
      endField();
      i += 1;
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] !== '\n') throw new Error(`a carriage return outside quotes, not before a line feed, at ${i}`);
      endField();
      records.push(record);
      record = [];
      i += c === '\r' ? 2 : 1;
    } else {
      field += c;
      i += 1;
    }
  }
  if (quoted) throw new Error('a quoted field is not closed');
  if (field !== '' || record.length > 0) {
    endField();
    records.push(record);
  }
  return records;
}
