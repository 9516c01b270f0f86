import type { ControlConfig, ControlPanelConfig } from '../core/types.ts';
import { numberFormatControl } from '../helpers/formatControls.ts';

const option = (name: string, config: Omit<ControlConfig, 'renderTrigger'>) => ({
  name,
  config: { ...config, renderTrigger: true },
});
const check = (name: string, label: string, value: boolean, description?: string) =>
  option(name, { type: 'CheckboxControl', label, default: value, ...(description ? { description } : {}) });

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['groupby'], ['metric'], ['adhoc_filters'], ['row_limit'], ['sort_by_metric']],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [
          option('min_val', {
            type: 'NumberControl',
            label: 'Min',
            description: 'Minimum value on the gauge axis',
          }),
          option('max_val', {
            type: 'NumberControl',
            label: 'Max',
            description: 'Maximum value on the gauge axis',
          }),
        ],
        [
          option('start_angle', { type: 'NumberControl', label: 'Start angle', default: 225 }),
          option('end_angle', { type: 'NumberControl', label: 'End angle', default: -45 }),
        ],
        ['color_scheme'],
        [numberFormatControl('Value format')],
        [check('show_pointer', 'Show pointer', true), check('show_progress', 'Show progress', true)],
        [
          check(
            'overlap',
            'Overlap',
            true,
            'Whether the progress bar overlaps when there are multiple groups of data',
          ),
          check('round_cap', 'Round cap', false, 'Style the ends of the progress bar with a round cap'),
        ],
        [
          check('show_axis_tick', 'Show axis line ticks', false),
          check('show_split_line', 'Show split lines', false),
        ],
        [
          option('split_number', {
            type: 'SliderControl',
            label: 'Split number',
            default: 10,
            min: 3,
            max: 30,
            step: 1,
          }),
        ],
        [
          option('intervals', {
            type: 'TextControl',
            label: 'Interval bounds',
            description:
              'Comma-separated interval bounds, e.g. 2,4,5 for intervals 0-2, 2-4 and 4-5. Last number should match the value provided for MAX.',
          }),
        ],
        [
          option('interval_color_indices', {
            type: 'TextControl',
            label: 'Interval colors',
            description:
              'Comma-separated color picks for the intervals, e.g. 1,2,4. Integers denote colors from the chosen color scheme and are 1-indexed. Length must be matching that of interval bounds.',
          }),
        ],
      ],
    },
  ],
  controlOverrides: { row_limit: { default: 10 } },
};
