// Form data → controls with values, visibility and validation errors (spec §4 Explore, §5).
import { describe, expect, it } from 'vitest';
import {
  blockingErrors,
  computeControlsState,
} from '../../../../../src/features/explore/controlState/computeControlsState.ts';
import { panelControls } from '../../../../../src/visualizations/core/controls/sharedControls.ts';
import { birthNames, linePanel, sales, shared, stateOf, tablePanel } from './fixtures.ts';

const compute = (
  formData: Record<string, unknown>,
  extra: Partial<Parameters<typeof computeControlsState>[0]> = {},
) =>
  computeControlsState({
    panel: tablePanel,
    shared,
    ...stateOf(formData, sales),
    ...extra,
  });

describe('panelControls', () => {
  it('resolves shared names, keeps inline controls, applies overrides, in panel order', () => {
    const controls = panelControls(tablePanel, shared);
    expect(controls.map((c) => c.name)).toEqual([
      'metrics',
      'groupby',
      'adhoc_filters',
      'timeseries_limit_metric',
      'order_desc',
      'row_limit',
      'query_mode',
    ]);
    expect(controls.find((c) => c.name === 'row_limit')?.config.default).toBe(1000);
    expect(shared.row_limit?.default).toBe(10000);
  });

  it('skips unknown names and empty cells, and takes the first definition of a name', () => {
    const controls = panelControls(
      { sections: [{ label: 'Q', controlSetRows: [['nope', null, 'metrics'], ['metrics']] }] },
      shared,
    );
    expect(controls.map((c) => c.name)).toEqual(['metrics']);
  });
});

describe('computeControlsState', () => {
  it('fills defaults into the form data', () => {
    const { formData, controls } = compute({});
    expect(formData).toMatchObject({
      groupby: [],
      adhoc_filters: [],
      row_limit: 1000,
      query_mode: 'aggregate',
    });
    expect(controls.query_mode?.choices).toEqual([
      ['aggregate', 'Aggregate'],
      ['raw', 'Raw records'],
    ]);
  });

  it('keeps form-data fields that are not controls of the viz', () => {
    expect(compute({ slice_id: 3, color_scheme: 'x' }).formData).toMatchObject({
      slice_id: 3,
      color_scheme: 'x',
    });
  });

  it('validators produce errors that block the query', () => {
    const { controls } = compute({ metrics: [] });
    expect(controls.metrics?.validationErrors).toEqual(['cannot be empty']);
    expect(blockingErrors(controls)).toEqual({ Metrics: ['cannot be empty'] });
  });

  it('externally supplied errors join the validators’ errors, once', () => {
    const { controls } = compute(
      { metrics: [] },
      { externalErrors: { metrics: ['cannot be empty', 'server says no'], groupby: ['bad column'] } },
    );
    expect(controls.metrics?.validationErrors).toEqual(['cannot be empty', 'server says no']);
    expect(controls.groupby?.validationErrors).toEqual(['bad column']);
  });

  it('a valid form data has no blocking errors', () => {
    expect(blockingErrors(compute({ metrics: ['count'], groupby: ['region'] }).controls)).toEqual({});
  });

  it('visibility rules: Sort descending shows only when a sort-by metric is set', () => {
    expect(compute({ metrics: ['count'] }).controls.order_desc?.visible).toBe(false);
    expect(
      compute({ metrics: ['count'], timeseries_limit_metric: 'count' }).controls.order_desc?.visible,
    ).toBe(true);
  });

  it('hidden controls do not block the query', () => {
    const hiddenRequired = {
      ...tablePanel,
      controlOverrides: { metrics: { visibility: () => false } },
    };
    const { controls } = compute({ metrics: [] }, { panel: hiddenRequired });
    expect(controls.metrics?.validationErrors).toEqual([]);
    expect(blockingErrors(controls)).toEqual({});
  });

  it('a datasource change remaps column-like controls: names the new dataset has stay, others fall back', () => {
    const { formData } = compute(
      {
        datasource: '2__table',
        metrics: ['count'],
        groupby: ['region', 'country'],
        adhoc_filters: [
          { expressionType: 'SIMPLE', subject: 'revenue', operator: '>', comparator: 1, clause: 'WHERE' },
        ],
      },
      { datasource: birthNames },
    );
    expect(formData).toMatchObject({ metrics: ['count'], groupby: ['region'], adhoc_filters: [] });
    const line = computeControlsState({
      panel: linePanel,
      shared,
      ...stateOf({ x_axis: 'order_date' }, birthNames),
    });
    expect(line.formData.x_axis).toBeNull();
  });
});
