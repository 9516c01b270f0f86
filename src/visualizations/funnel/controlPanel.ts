import type { ControlPanelConfig } from '../core/types.ts';
import { numberFormatControl } from '../helpers/formatControls.ts';
import { LABEL_TYPE_CHOICES } from '../helpers/labelTypes.ts';

export const PERCENT_CALCULATION_CHOICES = [
  ['first_step', 'Calculate from first step'],
  ['prev_step', 'Calculate from previous step'],
  ['total', 'Percent of total'],
] as const;

const check = (label: string, value: boolean) => ({
  type: 'CheckboxControl' as const,
  label,
  default: value,
  renderTrigger: true,
});

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
        ['color_scheme'],
        [{ name: 'show_legend', config: check('Show legend', true) }],
        [
          {
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label Contents',
              default: 'key',
              choices: LABEL_TYPE_CHOICES,
              renderTrigger: true,
            },
          },
        ],
        [
          {
            name: 'tooltip_label_type',
            config: {
              type: 'SelectControl',
              label: 'Tooltip Contents',
              default: 'key_value_percent',
              choices: LABEL_TYPE_CHOICES,
              renderTrigger: true,
            },
          },
        ],
        [numberFormatControl()],
        [{ name: 'show_labels', config: check('Show Labels', true) }],
        [{ name: 'show_tooltip_labels', config: check('Show Tooltip Labels', true) }],
        [
          {
            name: 'percent_calculation_type',
            config: {
              type: 'SelectControl',
              label: 'Percent calculation',
              default: 'first_step',
              choices: PERCENT_CALCULATION_CHOICES,
              renderTrigger: true,
            },
          },
        ],
      ],
    },
  ],
  controlOverrides: { row_limit: { default: 10 } },
};
