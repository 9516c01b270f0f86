// The two statements of POST /datasource/samples, compiled by the chart-data query compiler as
// Superset's get_samples builds them: the page of raw rows (a drill_detail query object: every
// dataset column, the payload's filters, time range and extras, row_limit / row_offset of the
// page) and the total (the same query object with the COUNT(*) metric). Custom SQL (extras.where /
// having, calculated columns) is checked there: a sub-query is ADHOC_SUBQUERY_NOT_ALLOWED_ERROR.
import type { EngineSpec } from '../../engines/engineSpec.ts';
import { type CompiledQuery, compileQueryObject } from '../../query/compileQueryObject.ts';
import type { ChartQueryObject } from '../../query/normalizeQueryObject.ts';
import type { QueryDatasource } from '../../query/queryDatasource.ts';
import { QueryCompileError } from '../../query/queryError.ts';
import { compileSamplesQuery } from '../../query/samplesQuery.ts';
import { displaySql } from '../chartData/chartCompile.ts';
import { LoupeError } from '../shared/loupeError.ts';
import { parseTemplateParams, renderSqlTemplate, type TemplateUser } from '../sqllab/sqlTemplates.ts';
import { type DatasetForQuery, queryDatasourceOf } from './datasetForQuery.ts';
import { type SamplesPayloadFields, samplesQueryObject } from './samplesFilters.ts';

/** Superset's count_star_metric of get_samples. */
const COUNT_STAR = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'COUNT(*)' } as const;

/**
 * The dataset as the compiler reads it, its virtual SQL's template rendered for the caller, with
 * the caller's row level security conditions.
 */
export function samplesDatasource(
  dataset: DatasetForQuery,
  user: TemplateUser,
  rowLevelFilters: readonly string[] = [],
): QueryDatasource {
  const model = { ...queryDatasourceOf(dataset), row_level_filters: rowLevelFilters };
  if (!model.sql) return model;
  return { ...model, sql: renderSqlTemplate(model.sql, parseTemplateParams(model.template_params), user) };
}

export interface SamplesStatements {
  rows: CompiledQuery;
  count: CompiledQuery;
  /** The rows' SQL with its values written in (the reply's `query`). */
  displaySql: string;
}

export interface SamplesPage {
  page: number;
  perPage: number;
}

export function compileSamplesStatements(
  datasource: QueryDatasource,
  payload: SamplesPayloadFields | undefined,
  spec: EngineSpec,
  { page, perPage }: SamplesPage,
  now: Date,
): SamplesStatements {
  const query: ChartQueryObject = samplesQueryObject(payload, datasource.columns);
  try {
    const rows = compileSamplesQuery(
      {
        datasource,
        engine: spec,
        now,
        query: { ...query, row_limit: perPage, row_offset: Math.max(page - 1, 0) * perPage },
      },
      'drill_detail',
    );
    const count = compileQueryObject({
      datasource,
      engine: spec,
      now,
      resultType: 'full',
      query: { ...query, columns: [], metrics: [COUNT_STAR], orderby: [] },
    });
    return { rows, count, displaySql: displaySql(rows.sql, rows.params, spec) };
  } catch (error) {
    if (error instanceof QueryCompileError) {
      throw new LoupeError(error.status, error.message, { errorType: error.errorType });
    }
    throw error;
  }
}
