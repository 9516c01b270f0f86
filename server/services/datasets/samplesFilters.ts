// The filters of POST /datasource/samples (Superset's SamplesPayloadSchema, as drill to detail
// sends them: {col, op, val}) as a WHERE clause on the dataset's columns, values bound as
// parameters in the engine's placeholder style. Temporal ranges are not supported here.
import type { Backend } from '../../engines/engineSpec.ts';
import type { DatasetColumnRow } from '../../store/datasetTables.ts';
import { badRequest } from '../shared/loupeError.ts';

export interface SampleFilter {
  col?: unknown;
  op?: unknown;
  val?: unknown;
}

const COMPARISONS: Record<string, string> = {
  '==': '=',
  '!=': '<>',
  '>': '>',
  '<': '<',
  '>=': '>=',
  '<=': '<=',
};

type Scalar = string | number | boolean | null;
const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

export interface SamplesWhere {
  /** '' or ` WHERE …`. */
  where: string;
  params: Scalar[];
}

export function samplesWhere(
  filters: readonly SampleFilter[] | undefined,
  columns: readonly DatasetColumnRow[],
  backend: Backend,
  /** The SQL of a column: its quoted name, or its checked expression in brackets. */
  targetOf: (column: DatasetColumnRow) => string,
): SamplesWhere {
  const params: Scalar[] = [];
  const bind = (value: unknown): string => {
    if (!isScalar(value)) throw badRequest('Filter values must be strings, numbers, booleans or null');
    params.push(value);
    return backend === 'postgresql' || backend === 'duckdb' ? `$${params.length}` : '?';
  };
  const clauses = (filters ?? []).map((filter) => {
    const column = columns.find((c) => c.column_name === filter.col);
    if (!column) throw badRequest(`Column ${String(filter.col)} does not exist`);
    const target = targetOf(column);
    const op = String(filter.op ?? '').toUpperCase();
    if (COMPARISONS[op]) return `${target} ${COMPARISONS[op]} ${bind(filter.val)}`;
    if (op === 'IS NULL' || op === 'IS NOT NULL') return `${target} ${op}`;
    if (op === 'IS TRUE' || op === 'IS FALSE') return `${target} ${op}`;
    if (op === 'LIKE') return `${target} LIKE ${bind(filter.val)}`;
    if (op === 'ILIKE') return `LOWER(${target}) LIKE LOWER(${bind(filter.val)})`;
    if (op === 'IN' || op === 'NOT IN') {
      const values = Array.isArray(filter.val) ? filter.val : [filter.val];
      if (values.length === 0) return op === 'IN' ? '1 = 0' : '1 = 1';
      return `${target} ${op} (${values.map(bind).join(', ')})`;
    }
    throw badRequest(`Unsupported filter operator: ${String(filter.op)}`);
  });
  return { where: clauses.length ? ` WHERE ${clauses.join(' AND ')}` : '', params };
}
