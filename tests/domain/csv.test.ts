import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  csvCell,
  csvFile,
  csvFileName,
  csvLine,
  csvNumber,
  type CsvCell,
} from '../../src/domain/csv';

describe('a CSV cell (RFC 4180)', () => {
  it.each<[string, CsvCell, string]>([
    ['plain text as it is', 'Haircut', 'Haircut'],
    ['accents and emoji as they are', 'Côté ☕ 🎉', 'Côté ☕ 🎉'],
    ['a comma quoted', 'Smith, Jane', '"Smith, Jane"'],
    ['a quote doubled and quoted', 'say "hi"', '"say ""hi"""'],
    ['a line feed quoted', 'one\ntwo', '"one\ntwo"'],
    ['a CRLF quoted', 'one\r\ntwo', '"one\r\ntwo"'],
    ['null as an empty cell', null, ''],
    ['empty text as an empty cell', '', ''],
    ['a number as a number', 120, '120'],
    ['a negative number as a number', -20, '-20'],
    ['a decimal number as it is', 12.5, '12.5'],
    ['a number that is not finite as an empty cell', Number.NaN, ''],
  ])('%s', (_what, cell, written) => {
    expect(csvCell(cell)).toBe(written);
  });
});

describe('no formula injection (OWASP): text that a spreadsheet would run is prefixed with a quote', () => {
  it.each<[string, string]>([
    ['=1+1', "'=1+1"],
    ['+75', "'+75"],
    ['-20', "'-20"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tindent', "'\tindent"],
    ['\rreturn', `"'\rreturn"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['-1,000', `"'-1,000"`],
  ])('text %j is written %j', (text, written) => {
    expect(csvCell(text)).toBe(written);
  });

  it.each<[string, string, string]>([
    ['after a semicolon', 'Oakville;=1+1', "Oakville;'=1+1"],
    ['after a semicolon, each one', 'a;+1;-2;@x', "a;'+1;'-2;'@x"],
    ['after a tab', 'note\t=cmd|"/c calc"!A1', `"note\t'=cmd|""/c calc""!A1"`],
    ['after a leading tab too', '\t=1', "'\t'=1"],
    ['a full-width equals sign', '＝1+1', "'＝1+1"],
    ['a full-width plus, minus and at sign', '＋1 －2 ＠x', "'＋1 －2 ＠x"],
    ['a full-width one after a semicolon', 'x;＠SUM(A1)', "x;'＠SUM(A1)"],
    ['a full-width one after a tab', 'x\t－1', "x\t'－1"],
  ])(
    'a formula where a spreadsheet may start a cell inside ours (%s): %j is written %j',
    (_where, text, written) => {
      expect(csvCell(text)).toBe(written);
    },
  );

  it.each<[string, string]>([
    ['a = b', 'a = b'],
    ['a; b', 'a; b'],
    ['x ＝ y', 'x ＝ y'],
    ['a,=b', '"a,=b"'],
    [' =1', ' =1'],
    ['2+2', '2+2'],
    ['me@example.com', 'me@example.com'],
  ])('text %j that does not begin with one is left alone', (text, written) => {
    expect(csvCell(text)).toBe(written);
  });
});

describe('a figure the caller marks as a number stays a number', () => {
  it.each<[string, string]>([
    ['+75', '+75'],
    ['-20', '-20'],
    ['1250', '1250'],
    ['+1,250', '"+1,250"'],
    ['-0.5', '-0.5'],
  ])('%j is written %j', (figure, written) => {
    expect(csvCell(csvNumber(figure))).toBe(written);
  });

  it.each<[string, string]>([
    ['=1+1', "'=1+1"],
    ['+75 points', "'+75 points"],
    ['-HYPERLINK("x")', `"'-HYPERLINK(""x"")"`],
    ['+', "'+"],
    ['1,25', '"1,25"'],
  ])('but %j, which is not one, is still treated as text: %j', (figure, written) => {
    expect(csvCell(csvNumber(figure))).toBe(written);
  });
});

describe('lines and files', () => {
  it('ends each line with CRLF and separates cells with commas', () => {
    expect(csvLine(['a', 1, null, csvNumber('-5'), 'b,c'])).toBe('a,1,,-5,"b,c"\r\n');
  });

  it('starts a file with the byte-order mark, then the header, then each row', () => {
    const file = csvFile(
      ['Name', 'Points'],
      [
        ['Zoë', csvNumber('+75')],
        ['=cmd', -3],
      ],
    );
    expect(file).toBe(`${CSV_BOM}Name,Points\r\nZoë,+75\r\n'=cmd,-3\r\n`);
    expect([...new TextEncoder().encode(file).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('a file without rows is the mark and the header', () => {
    expect(csvFile(['A'], [])).toBe(`${CSV_BOM}A\r\n`);
  });
});

describe('file names say what is in them', () => {
  const AT = Date.parse('2026-11-23T15:30:59.999Z');
  it.each<[string, boolean, string | undefined, string]>([
    ['activity', false, undefined, 'activity-2026-11-23-1530.csv'],
    ['activity', true, undefined, 'activity-filtered-2026-11-23-1530.csv'],
    ['points', true, 'utc', 'points-filtered-2026-11-23-1530.csv'],
    ['clients', false, 'America/Toronto', 'clients-2026-11-23-1030.csv'],
    ['broadcasts', false, 'Asia/Kolkata', 'broadcasts-2026-11-23-2100.csv'],
  ])('%s, filtered %s, zone %s: %s', (section, filtered, zone, name) => {
    expect(csvFileName(section, filtered, AT, zone)).toBe(name);
  });

  it('pads the month, day, hour and minute', () => {
    expect(csvFileName('points', false, Date.parse('2027-01-02T03:04:00Z'))).toBe(
      'points-2027-01-02-0304.csv',
    );
  });
});
