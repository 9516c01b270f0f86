// The explore bootstrap's dataset (DatasourceMetadata) as the visualizations see it.
import type { components } from '../../api/schema.gen.ts';
import type { VizDatasource } from '../../visualizations/core/types.ts';

export type DatasourceMetadata = components['schemas']['DatasourceMetadata'];

export function toVizDatasource(dataset: DatasourceMetadata): VizDatasource {
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
