// Everything the chart routes call, bound to one metadata database and the chart-data service.
import type { MetadataDb } from '../../store/metadataStore.ts';
import type { ChartDataServices } from '../chartData/chartDataServices.ts';
import type { Principal } from '../security/principal.ts';
import {
  type ChartShowQuery,
  chartFavoriteStatus,
  chartInfo,
  type InfoQuery,
  type ListQuery,
  listChartsFor,
  markChartFavorite,
  type RelatedQuery,
  relatedChartValues,
  showChart,
} from './chartReads.ts';
import { type SavedDataOptions, savedChartData, sliceIdOfFormData } from './chartSavedData.ts';
import {
  bulkDeleteCharts,
  type ChartCreateRequest,
  type ChartUpdateRequest,
  createChart,
  deleteChart,
  updateChartById,
} from './chartWrites.ts';

export function createChartServices(db: MetadataDb, chartData: ChartDataServices) {
  return {
    list: (principal: Principal, query: ListQuery | undefined) => listChartsFor(db, principal, query),
    info: (principal: Principal, query: InfoQuery | undefined) => chartInfo(principal, query),
    get: (principal: Principal, id: number, query: ChartShowQuery | undefined) =>
      showChart(db, principal, id, query),
    create: (principal: Principal, body: ChartCreateRequest) => createChart(db, principal, body),
    update: (principal: Principal, id: number, body: ChartUpdateRequest) =>
      updateChartById(db, principal, id, body),
    delete: (principal: Principal, id: number) => deleteChart(db, principal, id),
    bulkDelete: (principal: Principal, ids: readonly number[]) => bulkDeleteCharts(db, principal, ids),
    related: (principal: Principal, query: RelatedQuery | undefined) =>
      relatedChartValues(db, principal, query),
    favoriteStatus: (principal: Principal, ids: readonly number[]) => chartFavoriteStatus(db, principal, ids),
    setFavorite: (principal: Principal, id: number, value: boolean) =>
      markChartFavorite(db, principal, id, value),
    /** GET /api/v1/chart/{pk}/data/. */
    savedData: (principal: Principal, id: number, options: SavedDataOptions) =>
      savedChartData(db, chartData, principal, id, options),
    /** GET /api/v1/chart/data?form_data={"slice_id":N}. */
    savedDataByFormData: (principal: Principal, formData: string, options: SavedDataOptions) =>
      savedChartData(db, chartData, principal, sliceIdOfFormData(formData), options),
  };
}

export type ChartServices = ReturnType<typeof createChartServices>;
export type { ChartCreateRequest, ChartShowQuery, ChartUpdateRequest, InfoQuery, ListQuery, RelatedQuery };
