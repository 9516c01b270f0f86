// The chart-data shapes, as the contract generates them, and the service's own internal ones.
import type { components } from '../../../src/api/schema.gen.ts';

export type QueryContextBody = components['schemas']['ChartDataQueryContext'];
export type QueryObjectBody = components['schemas']['ChartDataQueryObject'];
export type ChartDataFilter = components['schemas']['ChartDataFilter'];
export type ChartDataResultType = components['schemas']['ChartDataResultType'];
export type ChartDataResultFormat = components['schemas']['ChartDataResultFormat'];
export type ChartDataResponse = components['schemas']['ChartDataResponse'];
export type ChartDataResultItem = components['schemas']['ChartDataResultItem'];
export type ChartDataAsyncResponse = components['schemas']['ChartDataAsyncResponse'];
export type PostProcessingStep = components['schemas']['ChartDataPostProcessingOperation'];

/** A cell; boxplot's __outliers cells hold lists of numbers. */
export type CellValue = string | number | boolean | null | number[];

/** Superset's GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
export type GenericType = 0 | 1 | 2 | 3 | null;

/** A result as post-processing and the replies read it: named columns, one record per row. */
export interface ChartFrame {
  columns: string[];
  types: GenericType[];
  rows: Record<string, CellValue>[];
}
