import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvBody,
  csvField,
  csvText,
  escapeCsvText,
} from '../../../../server/query/resultFormats/csvFormat.ts';

/** An RFC 4180 reader, enough to check the writer's quoting. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += ch;
  }
  return rows;
}

describe('csvFormat', () => {
  it('writes fields as pandas: nulls empty, booleans True/False, quotes doubled', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('True');
    expect(csvField(1.5)).toBe('1.5');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(
      csvText(
        ['region', 'SUM(revenue)'],
        [
          ['East', 10],
          [null, 2.5],
        ],
      ),
    ).toBe('region,SUM(revenue)\r\nEast,10\r\n,2.5\r\n');
  });

  it('escapes text a spreadsheet would evaluate, as Superset (CSV injection), headers too', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('%0A')).toBe("'%0A");
    expect(csvField('|calc')).toBe("'\\|calc");
    expect(csvField('  =1+1')).toBe("'  =1+1");
    expect(csvField('""=1')).toBe(`"'""""=1"`);
    expect(csvField('-12.5')).toBe('-12.5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField('-abc')).toBe("'-abc");
    expect(csvField('a=b')).toBe('a=b');
    expect(csvText(['=cmd', 'n'], [['@x', 1]])).toBe("'=cmd,n\r\n'@x,1\r\n");
  });

  it('reads back what it wrote, escaped, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', minLength: 1 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.array(fc.string({ unit: 'binary' }), { minLength: 4, maxLength: 4 }), { maxLength: 5 }),
        (header, body) => {
          const rows = body.map((r) => r.slice(0, header.length));
          const parsed = parseCsv(csvText(header, rows));
          expect(parsed).toEqual([header, ...rows].map((row) => row.map(escapeCsvText)));
        },
      ),
    );
  });

  it('streams past the threshold and gives the same text', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => [i, `row ${i}`]);
    const small = csvBody(['n', 'label'], rows, 5000);
    const big = csvBody(['n', 'label'], rows, 100);
    expect(typeof small).toBe('string');
    expect(big).toBeInstanceOf(Readable);
    let streamed = '';
    for await (const chunk of big as Readable) streamed += chunk;
    expect(streamed).toBe(small);
  });
});
