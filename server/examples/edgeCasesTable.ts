// `edge_cases`: values that break naive code: NULLs, unicode (emoji, RTL, CJK, combining marks),
// booleans, exact decimals, integers beyond 2^53, negative numbers, dates before 1970, a text of
// 12,000 characters, and characters that matter to CSV and SQL.
import { sqlString } from './sqlLiterals.ts';

interface EdgeRow {
  label: string;
  text: string | null;
  integer: number | null;
  bigint: string | null;
  decimal: string | null;
  double: string | null;
  flag: boolean | null;
  date: string | null;
  timestamp: string | null;
}

const LONG_TEXT = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(210).trim();

const ROWS: readonly EdgeRow[] = [
  {
    label: 'all nulls',
    text: null,
    integer: null,
    bigint: null,
    decimal: null,
    double: null,
    flag: null,
    date: null,
    timestamp: null,
  },
  {
    label: 'plain ascii',
    text: 'hello world',
    integer: 1,
    bigint: '1',
    decimal: '1.0000',
    double: '1.5',
    flag: true,
    date: '2024-02-29',
    timestamp: '2024-02-29 12:00:00',
  },
  {
    label: 'emoji',
    text: '📊 Loupe 🔍 ✨ 👩‍💻 🇧🇪',
    integer: 2,
    bigint: '2',
    decimal: '0.1000',
    double: '0.1',
    flag: false,
    date: '2000-01-01',
    timestamp: '2000-01-01 00:00:00',
  },
  {
    label: 'arabic (rtl)',
    text: 'مرحبا بالعالم',
    integer: -1,
    bigint: '-1',
    decimal: '-0.0001',
    double: '-0.5',
    flag: true,
    date: '1969-12-31',
    timestamp: '1969-12-31 23:59:59',
  },
  {
    label: 'hebrew (rtl) mixed with ltr',
    text: 'שלום world 123',
    integer: -2147483648,
    bigint: '-9223372036854775808',
    decimal: '-99999999999999.9999',
    double: '-1e308',
    flag: false,
    date: '1900-01-01',
    timestamp: '1900-01-01 00:00:00',
  },
  {
    label: 'cjk',
    text: '你好，世界 こんにちは 안녕하세요',
    integer: 2147483647,
    bigint: '9223372036854775807',
    decimal: '99999999999999.9999',
    double: '1e308',
    flag: true,
    date: '1066-10-14',
    timestamp: '1950-06-15 12:34:56.789',
  },
  {
    label: 'combining marks and zero width',
    text: 'e\u0301 Zalgo z\u0351\u0337a\u0314l\u0311g\u0310o \u200b|\u200d|\ufeff',
    integer: 0,
    bigint: '0',
    decimal: '0.0000',
    double: '0.0',
    flag: null,
    date: '1970-01-01',
    timestamp: '1970-01-01 00:00:00',
  },
  {
    label: 'beyond 2^53',
    text: '9007199254740993',
    integer: 42,
    bigint: '9007199254740993',
    decimal: '12345678.1234',
    double: '9007199254740993',
    flag: true,
    date: '2038-01-19',
    timestamp: '2038-01-19 03:14:07',
  },
  {
    label: 'tiny and negative',
    text: '-0.000001',
    integer: -42,
    bigint: '-42',
    decimal: '-12.3400',
    double: '-0.000001',
    flag: false,
    date: '1945-05-08',
    timestamp: '1945-05-08 23:01:00',
  },
  {
    label: 'csv and sql special characters',
    text: 'comma, "quote", \'single\', semicolon; back\\slash\ttab\nnew line',
    integer: 7,
    bigint: '7',
    decimal: '7.7700',
    double: '7.77',
    flag: true,
    date: '1999-12-31',
    timestamp: '1999-12-31 23:59:59.999',
  },
  {
    label: 'html and template text',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ${...} is the edge case
    text: '<script>alert("x")</script> {{ jinja }} ${js} %s',
    integer: 8,
    bigint: '8',
    decimal: '8.0000',
    double: '8.0',
    flag: false,
    date: '9999-12-31',
    timestamp: '2262-04-11 23:47:16',
  },
  {
    label: 'empty string',
    text: '',
    integer: 9,
    bigint: '9',
    decimal: '0.5000',
    double: '0.5',
    flag: true,
    date: '1800-06-01',
    timestamp: '1800-06-01 06:00:00',
  },
  {
    label: 'very long text',
    text: LONG_TEXT,
    integer: 10,
    bigint: '10',
    decimal: '10.0000',
    double: '10.0',
    flag: null,
    date: '2010-10-10',
    timestamp: '2010-10-10 10:10:10',
  },
];

function literal(value: string | number | boolean | null, type: string): string {
  if (value === null) return `CAST(NULL AS ${type})`;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return `CAST(${value} AS ${type})`;
  return `CAST(${sqlString(value)} AS ${type})`;
}

export function edgeCasesTableSql(): string {
  const values = ROWS.map(
    (row, index) =>
      `(${[
        String(index + 1),
        sqlString(row.label),
        literal(row.text, 'VARCHAR'),
        literal(row.integer, 'INTEGER'),
        literal(row.bigint, 'BIGINT'),
        literal(row.decimal, 'DECIMAL(18,4)'),
        literal(row.double, 'DOUBLE'),
        literal(row.flag, 'BOOLEAN'),
        literal(row.date, 'DATE'),
        literal(row.timestamp, 'TIMESTAMP'),
      ].join(', ')})`,
  );
  return `
CREATE TABLE edge_cases AS
SELECT * FROM (VALUES
  ${values.join(',\n  ')}
) AS t(id, label, text_value, int_value, bigint_value, decimal_value, double_value, bool_value, date_value, ts_value)
ORDER BY id`;
}
