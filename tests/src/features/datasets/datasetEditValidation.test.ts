// The edit validators: examples of each problem, and properties — total on any input, and every
// duplicated column or metric name is reported, once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DatasetEditProblem,
  findDuplicates,
  validateDatasetEdit,
} from '../../../../src/features/datasets/datasetEditValidation.ts';

const metric = (metric_name: string, expression = 'COUNT(*)', extra: Record<string, unknown> = {}) => ({
  metric_name,
  expression,
  ...extra,
});
const column = (column_name: string, expression?: string) => ({ column_name, expression });

describe('validateDatasetEdit', () => {
  it('accepts a sound dataset', () => {
    expect(
      validateDatasetEdit({
        columns: [column('region'), column('revenue')],
        calculatedColumns: [column('net', 'revenue - discount')],
        metrics: [metric('count'), metric('sum_revenue', 'SUM(revenue)', { currency: 'USD' })],
        extra: '{"warning_markdown": "careful"}',
        template_params: '',
        cache_timeout: '',
        offset: 0,
      }),
    ).toEqual([]);
  });

  it("reports duplicated column and metric names (Superset's rule)", () => {
    expect(
      validateDatasetEdit({
        columns: [column('region'), column('region')],
        calculatedColumns: [column('region', 'x')],
        metrics: [metric('count'), metric('count'), metric('sum')],
      }),
    ).toEqual([
      { code: 'duplicateColumn', name: 'region' },
      { code: 'duplicateMetric', name: 'count' },
    ]);
  });

  it('reports empty names and expressions', () => {
    expect(
      validateDatasetEdit({
        columns: [column(' ')],
        calculatedColumns: [column('net', '  ')],
        metrics: [metric('', 'SUM(x)'), metric('avg', '')],
      }),
    ).toEqual([
      { code: 'emptyColumnName' },
      { code: 'emptyMetricName' },
      { code: 'emptyMetricExpression', name: 'avg' },
      { code: 'calculatedColumnExpression', name: 'net' },
    ]);
  });

  it('reports invalid currency codes, JSON fields and numbers', () => {
    expect(
      validateDatasetEdit({
        metrics: [metric('m', 'SUM(x)', { currency: '{"symbol": "DOLLARS", "symbolPosition": "prefix"}' })],
        extra: '{"certification": ',
        template_params: '{not json}',
        cache_timeout: '1h',
        offset: '2.5',
      }),
    ).toEqual([
      { code: 'invalidCurrency' },
      { code: 'invalidJson', field: 'extra' },
      { code: 'invalidJson', field: 'template_params' },
      { code: 'notAnInteger', field: 'cache_timeout' },
      { code: 'notAnInteger', field: 'offset' },
    ]);
  });

  it('takes a currency as an object too', () => {
    expect(validateDatasetEdit({ metrics: [metric('m', 'x', { currency: { symbol: 'EUR' } })] })).toEqual([]);
    expect(validateDatasetEdit({ metrics: [metric('m', 'x', { currency: { symbol: 'E' } })] })).toEqual([
      { code: 'invalidCurrency' },
    ]);
  });
});

describe('findDuplicates', () => {
  it('gives each repeated name once', () => {
    expect(findDuplicates(['a', 'b', 'a', 'a', 'c', 'b'])).toEqual(['a', 'b']);
    expect(findDuplicates([])).toEqual([]);
  });
});

describe('properties', () => {
  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBigInt: true, withMap: true }), (input) => {
        expect(Array.isArray(validateDatasetEdit(input))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.record({
          columns: fc.array(fc.anything()),
          calculatedColumns: fc.array(fc.anything()),
          metrics: fc.array(
            fc.dictionary(fc.constantFrom('metric_name', 'expression', 'currency'), fc.anything()),
          ),
          extra: fc.anything(),
          template_params: fc.anything(),
          cache_timeout: fc.anything(),
          offset: fc.anything(),
        }),
        (input) => {
          expect(Array.isArray(validateDatasetEdit(input))).toBe(true);
        },
      ),
    );
  });

  const name = fc.oneof(fc.constantFrom('count', 'region', 'Région', ''), fc.string({ maxLength: 6 }));

  it('reports every duplicated non-empty name, once, and nothing else as duplicated', () => {
    fc.assert(
      fc.property(
        fc.array(name, { maxLength: 12 }),
        fc.array(name, { maxLength: 6 }),
        fc.array(name, { maxLength: 12 }),
        (columnNames, calculatedNames, metricNames) => {
          const problems = validateDatasetEdit({
            columns: columnNames.map((n) => column(n)),
            calculatedColumns: calculatedNames.map((n) => column(n, 'x')),
            metrics: metricNames.map((n) => metric(n)),
          });
          const reported = (code: DatasetEditProblem['code']) =>
            problems.flatMap((problem) => (problem.code === code && 'name' in problem ? [problem.name] : []));
          const expected = (names: string[]) =>
            [...new Set(names.filter((n, i) => n.trim() !== '' && names.indexOf(n) !== i))].sort();
          expect([...reported('duplicateColumn')].sort()).toEqual(
            expected([...columnNames, ...calculatedNames]),
          );
          expect([...reported('duplicateMetric')].sort()).toEqual(expected(metricNames));
        },
      ),
    );
  });

  it('finds no problem in distinct, named, well-formed items', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
          { maxLength: 10 },
        ),
        (names) => {
          expect(
            validateDatasetEdit({
              columns: names.map((n) => column(n)),
              metrics: names.map((n) => metric(n, `SUM(${n})`)),
              extra: JSON.stringify({ names }),
            }),
          ).toEqual([]);
        },
      ),
    );
  });
});
