import { describe, expect, it } from 'vitest';
import { pesos, toCsv, type CsvColumn } from './csv';

describe('the CSV form', () => {
  const columns: CsvColumn<{ name: string; amount: number; n: number }>[] = [
    { header: 'name', kind: 'text', value: (r) => r.name },
    { header: 'amount_php', kind: 'money', value: (r) => r.amount },
    { header: 'count', kind: 'count', value: (r) => r.n },
  ];

  it('writes pesos with two decimals from centavos, negatives included, without rounding errors', () => {
    expect([0, 5, 1_00, 12_34, -39_75, -5, 9_007_199_254_740_99].map(pesos)).toEqual([
      '0.00',
      '0.05',
      '1.00',
      '12.34',
      '-39.75',
      '-0.05',
      '9007199254740.99',
    ]);
  });

  it('defuses text a spreadsheet would run as a formula, and quotes separators, quotes and line breaks', () => {
    const rows = ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tTab', 'GCash, Maya', 'say "hi"', 'two\nlines', 'plain'].map((name) => ({
      name,
      amount: -12_50,
      n: 3,
    }));
    expect(toCsv(columns, rows)).toBe(
      [
        'name,amount_php,count',
        `"'=HYPERLINK(""x"")",-12.50,3`,
        "'+1,-12.50,3",
        "'-2,-12.50,3",
        "'@SUM(A1),-12.50,3",
        "'\tTab,-12.50,3",
        '"GCash, Maya",-12.50,3',
        '"say ""hi""",-12.50,3',
        '"two\nlines",-12.50,3',
        'plain,-12.50,3',
        '',
      ].join('\r\n'),
    );
  });
});
