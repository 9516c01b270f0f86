import type { ControlPanelConfig } from '../core/types.ts';
import { numberFormatControl } from '../helpers/formatControls.ts';
import { LABEL_TYPE_CHOICES } from '../helpers/labelTypes.ts';

const check = (name: string, label: string) => ({
  name,
  config: { type: 'CheckboxControl' as const, label, default: true, renderTrigger: true },
});

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['groupby'], ['metric'], ['row_limit'], ['sort_by_metric'], ['adhoc_filters']],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [check('show_labels', 'Show Labels'), check('show_upper_labels', 'Show Upper Labels')],
        [
          {
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label Type',
              default: 'key_value',
              choices: LABEL_TYPE_CHOICES.slice(0, 4),
              renderTrigger: true,
            },
          },
        ],
        [numberFormatControl()],
      ],
    },
  ],
  controlOverrides: { row_limit: { default: 10000 }, groupby: { label: 'Hierarchy' } },
};
