// The answers of result_type columns and timegrains, which run no query (Superset's
// _get_columns and _get_timegrains). Pure.
import { TIME_GRAINS } from '../engines/timeGrains.ts';
import type { QueryEngine } from './compileScope.ts';
import type { QueryDatasource } from './queryDatasource.ts';

export interface ColumnsPayload {
  /** dtype: Superset's GenericDataType of the column (extract_column_dtype): 2 temporal, 0 numeric, else 1. */
  data: { column_name: string; verbose_name: string | null; dtype: number }[];
}

export interface TimeGrainsPayload {
  data: { name: string; function: string; duration: string }[];
}

export function columnsPayload(datasource: QueryDatasource): ColumnsPayload {
  return {
    data: datasource.columns.map((column) => ({
      column_name: column.column_name,
      verbose_name: column.verbose_name ?? null,
      dtype: column.is_dttm || column.type_generic === 2 ? 2 : column.type_generic === 0 ? 0 : 1,
    })),
  };
}

/** The engine's grains with their SQL template (`{col}` for the column), in Superset's order. */
export function timeGrainsPayload(
  engine: Pick<QueryEngine, 'timeGrainExpression'> & { timeGrains: readonly string[] },
): TimeGrainsPayload {
  return {
    data: TIME_GRAINS.filter((grain) => engine.timeGrains.includes(grain.duration)).flatMap((grain) => {
      const template = engine.timeGrainExpression('{col}', grain.duration);
      return template === null ? [] : [{ name: grain.name, function: template, duration: grain.duration }];
    }),
  };
}
