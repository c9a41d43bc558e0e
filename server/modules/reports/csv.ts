/**
 * A report as CSV (RFC 4180, CRLF lines) for a spreadsheet. Money columns are pesos with two
 * decimals, written from integer centavos without floating point. Text cells that a spreadsheet
 * would run as a formula (starting with = + - @, or a tab or carriage return) get a leading
 * apostrophe; numbers are ours and never text, so a negative amount stays a number.
 */
export interface CsvColumn<R> {
  header: string;
  kind: 'text' | 'money' | 'count';
  value: (row: R) => string | number;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function pesos(centavos: number): string {
  const abs = Math.abs(centavos);
  return `${centavos < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function textCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function cell<R>(column: CsvColumn<R>, row: R): string {
  const value = column.value(row);
  if (column.kind === 'money') return pesos(Number(value));
  if (column.kind === 'count') return String(Math.trunc(Number(value)));
  return textCell(String(value));
}

export function toCsv<R>(columns: CsvColumn<R>[], rows: R[]): string {
  const lines = [columns.map((c) => textCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c, row)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
