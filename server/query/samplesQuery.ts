// The raw rows behind a chart, as Superset's samples and drill_detail result types: every
// dataset column, the query's filters, no metrics, no grouping, no ordering. Samples also drop
// the time range and default to SAMPLES_ROW_LIMIT rows; drill detail keeps the time range.

import { type CompiledQuery, type CompileInput, compileNormalized } from './compileQueryObject.ts';
import { compileScope } from './compileScope.ts';
import { normalizeQueryObject } from './normalizeQueryObject.ts';

export type RawRowsKind = 'samples' | 'drill_detail';

export function compileSamplesQuery(input: CompileInput, kind: RawRowsKind = 'samples'): CompiledQuery {
  const scope = compileScope(input.datasource, input.engine);
  const query = normalizeQueryObject(input.query);
  return compileNormalized(
    scope,
    {
      ...query,
      columns: input.datasource.columns.map((column) => column.column_name),
      metrics: null,
      orderby: [],
      isTimeseries: false,
      seriesLimit: 0,
    },
    input,
    { samples: kind === 'samples', ignoreTimeRange: kind === 'samples' },
  );
}
