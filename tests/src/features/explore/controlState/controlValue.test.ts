// Spec §5 'Control panel' rules on one control's value: examples and properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  controlValue,
  defaultValueOf,
} from '../../../../../src/features/explore/controlState/controlValue.ts';
import type { ControlConfig, ControlPanelState } from '../../../../../src/visualizations/core/types.ts';
import { birthNames, shared, stateOf } from './fixtures.ts';

const select = (extra: Partial<ControlConfig> = {}): ControlConfig => ({
  type: 'SelectControl',
  label: 'Pick',
  default: 'a',
  choices: [
    ['a', 'A'],
    ['b', 'B'],
    ['c', 'C'],
  ],
  ...extra,
});

describe('controlValue', () => {
  it.each([
    ['a missing value takes the default', select(), undefined, 'a'],
    ['a single value among the choices stays', select(), 'b', 'b'],
    ['a single value not among the choices falls back to the default', select(), 'z', 'a'],
    ['free-form selects keep values outside their choices', select({ freeForm: true }), 'z', 'z'],
    ['a multi-select wraps a single value', select({ multi: true, default: [] }), 'b', ['b']],
    ['a multi-select drops values not among its choices', select({ multi: true }), ['z', 'c', 'y'], ['c']],
    [
      'a free-form multi-select keeps every value',
      select({ multi: true, freeForm: true }),
      ['z', 'c'],
      ['z', 'c'],
    ],
    ['a multi-select wraps its default', select({ multi: true, default: 'a' }), undefined, ['a']],
    ['null stays null', select(), null, null],
  ])('%s', (_title, config, raw, expected) => {
    expect(controlValue(config, raw, stateOf({}))).toEqual(expected);
  });

  it('evaluates function choices and defaults against the form data and dataset', () => {
    const config: ControlConfig = {
      type: 'SelectControl',
      label: 'Column',
      choices: (s: ControlPanelState) =>
        s.datasource?.columns.map((c) => [c.column_name, c.column_name] as const) ?? [],
      default: (s: ControlPanelState) => s.datasource?.main_dttm_col ?? null,
    };
    expect(controlValue(config, 'region', stateOf({}))).toBe('region');
    expect(controlValue(config, 'ds', stateOf({}))).toBe('order_date');
  });

  it.each([
    ['a saved metric the dataset lacks', shared.metrics, ['count', 'sum_x'], ['count']],
    ['every saved metric missing → default', shared.metrics, ['sum_x'], null],
    [
      'adhoc SQL metrics stay',
      shared.metrics,
      [{ expressionType: 'SQL', sqlExpression: 'SUM(x)', label: 's' }],
      'same',
    ],
    [
      'simple adhoc metrics on a missing column go',
      shared.metrics,
      [{ expressionType: 'SIMPLE', column: { column_name: 'nope' }, aggregate: 'SUM', label: 's' }],
      null,
    ],
    [
      'simple adhoc metrics on a present column stay',
      shared.metrics,
      [{ expressionType: 'SIMPLE', column: { column_name: 'revenue' }, aggregate: 'SUM', label: 's' }],
      'same',
    ],
    ['columns the dataset lacks', shared.groupby, ['region', 'gender'], ['region']],
    ['every column missing → default', shared.groupby, ['gender'], []],
    ['a single column missing → default', shared.x_axis, 'ds', 'order_date'],
    ['adhoc columns stay', shared.groupby, [{ sqlExpression: 'lower(region)', label: 'r' }], 'same'],
    [
      'simple filters on missing columns go, SQL filters stay',
      shared.adhoc_filters,
      [
        { expressionType: 'SIMPLE', subject: 'gender', operator: '==', comparator: 'boy', clause: 'WHERE' },
        { expressionType: 'SIMPLE', subject: 'region', operator: '==', comparator: 'EU', clause: 'WHERE' },
        { expressionType: 'SQL', sqlExpression: 'revenue > 0', clause: 'WHERE' },
      ],
      [
        { expressionType: 'SIMPLE', subject: 'region', operator: '==', comparator: 'EU', clause: 'WHERE' },
        { expressionType: 'SQL', sqlExpression: 'revenue > 0', clause: 'WHERE' },
      ],
    ],
  ])('drops %s', (_title, config, raw, expected) => {
    expect(controlValue(config!, raw, stateOf({}))).toEqual(expected === 'same' ? raw : expected);
  });

  it('keeps references as they are while no dataset is known', () => {
    expect(controlValue(shared.groupby!, ['gender'], stateOf({}, null))).toEqual(['gender']);
  });

  it('a column-referencing value follows the dataset it is read against', () => {
    expect(controlValue(shared.groupby!, ['region', 'ds'], stateOf({}, birthNames))).toEqual([
      'region',
      'ds',
    ]);
  });
});

describe('controlValue properties', () => {
  const choiceValues = ['a', 'b', 'c'];
  const anyValue = fc.oneof(fc.constantFrom(...choiceValues), fc.string({ maxLength: 3 }), fc.integer());

  it('a non-free-form multi-select only ever holds choices, in the given order', () => {
    fc.assert(
      fc.property(fc.array(anyValue, { maxLength: 8 }), (raw) => {
        const value = controlValue(select({ multi: true }), raw, stateOf({})) as unknown[];
        expect(value).toEqual(raw.filter((v) => choiceValues.includes(v as string)));
      }),
    );
  });

  it('a non-free-form single select holds a choice or its default', () => {
    fc.assert(
      fc.property(anyValue, (raw) => {
        const value = controlValue(select({ default: 'c' }), raw, stateOf({}));
        expect(value === raw || value === 'c').toBe(true);
        expect(choiceValues).toContain(value);
      }),
    );
  });

  it('is idempotent: the value of a value is itself', () => {
    const configs = [select(), select({ multi: true }), shared.groupby!, shared.metrics!, shared.x_axis!];
    fc.assert(
      fc.property(
        fc.constantFrom(...configs),
        fc.oneof(anyValue, fc.array(fc.oneof(anyValue, fc.constantFrom('region', 'count', 'revenue')))),
        (config, raw) => {
          const once = controlValue(config, raw, stateOf({}));
          expect(controlValue(config, once, stateOf({}))).toEqual(once);
        },
      ),
    );
  });

  it('defaults of multi controls are lists or null', () => {
    expect(defaultValueOf(shared.groupby!, stateOf({}))).toEqual([]);
    expect(defaultValueOf(shared.metrics!, stateOf({}))).toBeNull();
  });
});
