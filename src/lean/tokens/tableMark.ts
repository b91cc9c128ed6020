/** The attribute that marks the supported-tokens table's wrapper (controls, table, "no match" line). */
export const TABLE_MARK = 'data-tokens-table';
