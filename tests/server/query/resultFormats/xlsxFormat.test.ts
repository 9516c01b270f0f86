import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnLetters, xlsxWorkbook, zipFiles } from '../../../../server/query/resultFormats/xlsxFormat.ts';

function sheetOf(workbook: Uint8Array): string {
  const files = unzipSync(workbook);
  expect(Object.keys(files).sort()).toEqual([
    '[Content_Types].xml',
    '_rels/.rels',
    'xl/_rels/workbook.xml.rels',
    'xl/workbook.xml',
    'xl/worksheets/sheet1.xml',
  ]);
  return strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
}

describe('xlsxFormat', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('writes a header row then typed cells, escaping text and skipping nulls', () => {
    const sheet = sheetOf(
      xlsxWorkbook(
        ['region', 'revenue', 'ok'],
        [
          ['<East & "co">', 12.5, true],
          [null, 3, false],
        ],
      ),
    );
    expect(sheet).toContain(
      '<row r="1"><c r="A1" t="inlineStr"><is><t>region</t></is></c><c r="B1" t="inlineStr"><is><t>revenue</t></is></c><c r="C1" t="inlineStr"><is><t>ok</t></is></c></row>',
    );
    expect(sheet).toContain(
      '<row r="2"><c r="A2" t="inlineStr"><is><t>&lt;East &amp; &quot;co&quot;&gt;</t></is></c><c r="B2"><v>12.5</v></c><c r="C2" t="b"><v>1</v></c></row>',
    );
    expect(sheet).toContain('<row r="3"><c r="B3"><v>3</v></c><c r="C3" t="b"><v>0</v></c></row>');
  });

  it('drops characters XML cannot hold and keeps edge spaces', () => {
    const sheet = sheetOf(xlsxWorkbook(['t'], [['a\u0001b'], [' padded ']]));
    expect(sheet).toContain('<t>ab</t>');
    expect(sheet).toContain('<t xml:space="preserve"> padded </t>');
  });

  it('zips several files', () => {
    const zip = unzipSync(zipFiles({ 'query_1.csv': 'a\r\n1\r\n', 'query_2.csv': new Uint8Array([98]) }));
    expect(strFromU8(zip['query_1.csv'] as Uint8Array)).toBe('a\r\n1\r\n');
    expect(strFromU8(zip['query_2.csv'] as Uint8Array)).toBe('b');
  });
});
