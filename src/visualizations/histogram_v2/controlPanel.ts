import { validatorMessages } from '../../../lib/validators/index.ts';
import type { ControlConfig, ControlPanelConfig } from '../core/types.ts';

const option = (name: string, config: ControlConfig) => ({ name, config });

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          option('column', {
            type: 'GroupByControl',
            label: 'Column',
            description: 'Numeric column used to calculate the histogram.',
            multi: false,
            references: 'columns',
            validators: [(value) => (value ? false : validatorMessages.empty)],
          }),
        ],
        ['groupby'],
        ['adhoc_filters'],
        ['row_limit'],
        [
          option('bins', {
            type: 'SelectControl',
            label: 'Bins',
            description: 'The number of bins for the histogram',
            default: 5,
            freeForm: true,
            choices: [5, 10, 15, 20, 25, 30, 35, 40, 45, 50].map((n) => [n, String(n)] as const),
          }),
        ],
        [
          option('normalize', { type: 'CheckboxControl', label: 'Normalize', default: false }),
          option('cumulative', { type: 'CheckboxControl', label: 'Cumulative', default: false }),
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [['color_scheme'], ['show_value'], ['show_legend'], ['x_axis_title'], ['y_axis_title']],
    },
  ],
};
