// Spec §5 'Saving a chart' and Superset's getSlicePayload.
import { describe, expect, it } from 'vitest';
import {
  chartSavePayload,
  formDataToSave,
  parseDatasourceUid,
} from '../../../../../src/features/explore/save/chartSavePayload.ts';
import type { FormData } from '../../../../../src/visualizations/core/types.ts';

const region = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'region',
  operator: 'IN',
  comparator: ['Asia'],
};
const extraRegion = { ...region, comparator: ['Europe'], isExtra: true };
const extraTime = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'order_date',
  operator: 'TEMPORAL_RANGE',
  comparator: 'Last week',
  isExtra: true,
};

const base: FormData = { viz_type: 'table', datasource: '1__table', row_limit: 100 };

describe('chart save payload', () => {
  it('removes extra filters from every adhoc filter list and drops url_params', () => {
    const saved = formDataToSave({
      ...base,
      adhoc_filters: [region, extraRegion],
      adhoc_filters_b: [extraRegion],
      url_params: { a: '1' },
    });
    expect(saved.adhoc_filters).toEqual([region]);
    expect(saved.adhoc_filters_b).toEqual([]);
    expect(saved).not.toHaveProperty('url_params');
  });

  it("keeps an extra temporal range filter with comparator 'No filter'", () => {
    const saved = formDataToSave({ ...base, adhoc_filters: [region, extraTime] });
    expect(saved.adhoc_filters).toEqual([
      region,
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'order_date',
        operator: 'TEMPORAL_RANGE',
        comparator: 'No filter',
      },
    ]);
  });

  it("keeps the saved chart's own temporal range filter with 'No filter' when overwriting", () => {
    const own = { ...extraTime, subject: 'shipped_at', comparator: 'Last year', isExtra: false };
    const saved = formDataToSave({ ...base, adhoc_filters: [extraTime] }, { adhoc_filters: [own] });
    expect(saved.adhoc_filters).toEqual([
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'shipped_at',
        operator: 'TEMPORAL_RANGE',
        comparator: 'No filter',
      },
    ]);
  });

  it('leaves a chart whose own temporal range filter remains untouched', () => {
    const own = { ...extraTime, comparator: 'Last year', isExtra: false };
    expect(formDataToSave({ ...base, adhoc_filters: [own, extraTime] }).adhoc_filters).toEqual([own]);
  });

  it('builds the write payload with params, datasource and query context', () => {
    const payload = chartSavePayload({
      sliceName: 'My chart',
      formData: { ...base, adhoc_filters: [extraRegion] },
      dashboards: [3],
      buildQueryContext: (formData) => ({
        datasource: { id: 1, type: 'table' },
        queries: [{ row_limit: formData.row_limit as number }],
      }),
    });
    expect(payload).toMatchObject({
      slice_name: 'My chart',
      viz_type: 'table',
      datasource_id: 1,
      datasource_type: 'table',
      dashboards: [3],
    });
    expect(JSON.parse(payload.params)).toEqual({ ...base, adhoc_filters: [], dashboards: [3] });
    expect(JSON.parse(payload.query_context ?? 'null')).toMatchObject({
      datasource: { id: 1, type: 'table' },
      queries: [{ row_limit: 100 }],
      result_format: 'json',
      result_type: 'full',
      force: false,
      form_data: { viz_type: 'table' },
    });
    expect(parseDatasourceUid('12__query')).toEqual({ id: 12, type: 'query' });
  });
});
