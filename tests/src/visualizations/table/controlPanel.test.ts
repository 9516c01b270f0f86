import { describe, expect, it } from 'vitest';
import type {
  ControlConfig,
  ControlPanelState,
  VizDatasource,
} from '../../../../src/visualizations/core/types.ts';
import {
  columnChoiceValue,
  columnOfChoice,
  controlPanel,
} from '../../../../src/visualizations/table/controlPanel.ts';

function controlNamed(name: string): ControlConfig {
  for (const section of controlPanel.sections)
    for (const row of section.controlSetRows)
      for (const item of row)
        if (typeof item === 'object' && item !== null && 'name' in item && item.name === name)
          return item.config;
  throw new Error(`no control ${name}`);
}

const datasource: VizDatasource = {
  id: 1,
  type: 'table',
  uid: '1__table',
  columns: [
    { column_name: 'revenue', type_generic: 0 },
    { column_name: 'region', type_generic: 1 },
    { column_name: 'quantity', type_generic: 0 },
  ],
  metrics: [],
  verbose_map: { revenue: 'Revenue' },
};

const choicesOf = (formData: Record<string, unknown>) => {
  const { choices } = controlNamed('conditional_formatting');
  const state = { formData, datasource, settings: {} } as unknown as ControlPanelState;
  return typeof choices === 'function' ? choices(state) : choices;
};

describe('table conditional_formatting control', () => {
  it('is a render-trigger list of rules, empty by default', () => {
    const config = controlNamed('conditional_formatting');
    expect(config).toMatchObject({
      type: 'ConditionalFormattingControl',
      label: 'Conditional formatting',
      description: 'Apply conditional color formatting to numeric columns',
      default: [],
      renderTrigger: true,
    });
  });

  it('offers the metrics and percentage metrics in aggregate mode', () => {
    expect(
      choicesOf({
        metrics: [
          'count',
          { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'revenue' } },
        ],
        percent_metrics: ['count'],
      }),
    ).toEqual([
      ['count', 'count'],
      ['SUM(revenue)', 'SUM(revenue)'],
      ['%count', '%count'],
    ]);
  });

  it('offers the chosen numeric columns in raw mode', () => {
    expect(choicesOf({ query_mode: 'raw', all_columns: ['region', 'revenue', 'quantity'] })).toEqual([
      ['revenue', 'Revenue'],
      ['quantity', 'quantity'],
    ]);
  });

  it('customize columns lists the table’s columns with their kind', () => {
    const { choices } = controlNamed('column_config');
    const of = (formData: Record<string, unknown>) => {
      const state = { formData, datasource, settings: {} } as unknown as ControlPanelState;
      return typeof choices === 'function' ? choices(state) : choices;
    };
    expect(controlNamed('column_config').type).toBe('ColumnConfigControl');
    expect(of({ groupby: ['region'], metrics: ['count'], percent_metrics: ['count'] })).toEqual([
      ['text:region', 'region'],
      ['number:count', 'count'],
      ['number:%count', '%count'],
    ]);
    expect(of({ query_mode: 'raw', all_columns: ['revenue', 'region'] })).toEqual([
      ['number:revenue', 'Revenue'],
      ['text:region', 'region'],
    ]);
  });

  it('a column choice value round-trips its kind and name, colons and all', () => {
    for (const column of [
      { name: 'a:b', kind: 'time' as const },
      { name: '%SUM(x)', kind: 'number' as const },
      { name: '', kind: 'text' as const },
    ])
      expect(columnOfChoice(columnChoiceValue(column))).toEqual(column);
    expect(columnOfChoice('junk')).toEqual({ name: 'junk', kind: 'text' });
  });
});
