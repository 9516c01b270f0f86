import type { Choice, ControlConfig, ControlPanelConfig } from '../core/types.ts';
import { D3_FORMAT_CHOICES } from '../helpers/formatControls.ts';

const option = (name: string, config: Omit<ControlConfig, 'renderTrigger'>, renderTrigger = true) => ({
  name,
  config: { ...config, renderTrigger },
});
const SORT_CHOICES: readonly Choice[] = [
  ['alpha_asc', 'Axis ascending'],
  ['alpha_desc', 'Axis descending'],
  ['value_asc', 'Metric ascending'],
  ['value_desc', 'Metric descending'],
];
const select = (
  name: string,
  label: string,
  value: unknown,
  choices: readonly Choice[],
  renderTrigger = true,
) => option(name, { type: 'SelectControl', label, default: value, choices }, renderTrigger);
const margin = (name: string, label: string) =>
  option(name, {
    type: 'SelectControl',
    label,
    default: 'auto',
    freeForm: true,
    choices: ['auto', 50, 75, 100, 125, 150, 200].map((v) => [v, String(v)] as const),
  });
const interval = (name: string, label: string) =>
  option(name, {
    type: 'SelectControl',
    label,
    default: -1,
    choices: [[-1, 'Auto'], ...[1, 2, 3, 4, 5, 10].map((v) => [v, String(v)] as const)],
  });
const check = (name: string, label: string, value: boolean) =>
  option(name, { type: 'CheckboxControl', label, default: value });

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['x_axis'],
        ['time_grain_sqla'],
        [
          {
            name: 'groupby',
            config: { type: 'GroupByControl', label: 'Y-Axis', multi: false, references: 'columns' },
          },
        ],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        [select('sort_x_axis', 'Sort X Axis', 'alpha_asc', SORT_CHOICES, false)],
        [select('sort_y_axis', 'Sort Y Axis', 'alpha_asc', SORT_CHOICES, false)],
        [
          select(
            'normalize_across',
            'Normalize Across',
            'heatmap',
            [
              ['heatmap', 'heatmap'],
              ['x', 'x'],
              ['y', 'y'],
            ],
            false,
          ),
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['linear_color_scheme'],
        [interval('xscale_interval', 'XScale Interval'), interval('yscale_interval', 'YScale Interval')],
        [margin('left_margin', 'Left Margin'), margin('bottom_margin', 'Bottom Margin')],
        [
          option('value_bounds', {
            type: 'TextControl',
            label: 'Value bounds',
            description: 'Hard value bounds applied for color coding.',
          }),
        ],
        [
          option('y_axis_format', {
            type: 'SelectControl',
            label: 'Value Format',
            freeForm: true,
            default: 'SMART_NUMBER',
            choices: D3_FORMAT_CHOICES,
          }),
        ],
        [check('show_legend', 'Legend', true), check('show_values', 'Show Values', false)],
        [check('normalized', 'Normalized', false)],
      ],
    },
  ],
};
