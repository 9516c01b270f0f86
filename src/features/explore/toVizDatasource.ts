// The explore bootstrap's dataset (DatasourceMetadata) as the visualizations see it; for a chart
// whose dataset was deleted (Superset's '[Missing Dataset]' placeholder) an empty dataset under
// the id the form data names.
import type { components } from '../../api/schema.gen.ts';
import type { VizDatasource } from '../../visualizations/core/types.ts';

export type DatasourceMetadata = components['schemas']['DatasourceMetadata'];
export type ExploreDataset = components['schemas']['ExploreContext']['result']['dataset'];

export function isMissingDataset(
  dataset: ExploreDataset,
): dataset is components['schemas']['MissingDatasource'] {
  return !('id' in dataset);
}

export function toVizDatasource(dataset: ExploreDataset, formDataDatasource?: unknown): VizDatasource {
  if (isMissingDataset(dataset)) {
    const uid = typeof formDataDatasource === 'string' ? formDataDatasource : '0__table';
    return {
      id: Number.parseInt(uid, 10) || 0,
      type: 'table',
      uid,
      name: dataset.name,
      columns: [],
      metrics: [],
    };
  }
  return {
    id: dataset.id,
    type: 'table',
    uid: dataset.uid,
    name: dataset.name,
    columns: dataset.columns as VizDatasource['columns'],
    metrics: dataset.metrics as VizDatasource['metrics'],
    main_dttm_col: dataset.main_dttm_col,
    time_grain_sqla: dataset.time_grain_sqla as VizDatasource['time_grain_sqla'],
    verbose_map: dataset.verbose_map as VizDatasource['verbose_map'],
    column_formats: dataset.column_formats as VizDatasource['column_formats'],
    currency_formats: dataset.currency_formats as VizDatasource['currency_formats'],
  };
}
