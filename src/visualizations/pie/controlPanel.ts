import type { ControlPanelConfig } from '../core/types.ts';
import { numberFormatControl } from '../helpers/formatControls.ts';
import { LABEL_TYPE_CHOICES, TEMPLATE_LABEL_TYPE } from '../helpers/labelTypes.ts';

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
        [
          {
            name: 'show_legend',
            config: { type: 'CheckboxControl', label: 'Show legend', default: true, renderTrigger: true },
          },
        ],
        [
          {
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label Type',
              default: 'key',
              choices: [...LABEL_TYPE_CHOICES, TEMPLATE_LABEL_TYPE],
              renderTrigger: true,
            },
          },
        ],
        [
          {
            name: 'label_template',
            config: {
              type: 'TextControl',
              label: 'Label Template',
              description:
                'Format data labels. Use variables: {name}, {value}, {percent}. \\n represents a new line. ECharts compatibility:\n{a} (series), {b} (name), {c} (value), {d} (percentage)',
              renderTrigger: true,
              visibility: ({ formData }) => formData.label_type === 'template',
            },
          },
        ],
        [numberFormatControl()],
        [
          {
            name: 'show_labels',
            config: { type: 'CheckboxControl', label: 'Show Labels', default: true, renderTrigger: true },
          },
          {
            name: 'labels_outside',
            config: {
              type: 'CheckboxControl',
              label: 'Put labels outside',
              default: true,
              renderTrigger: true,
            },
          },
        ],
        [
          {
            name: 'label_line',
            config: { type: 'CheckboxControl', label: 'Label Line', default: false, renderTrigger: true },
          },
          {
            name: 'show_total',
            config: { type: 'CheckboxControl', label: 'Show Total', default: false, renderTrigger: true },
          },
        ],
        [
          {
            name: 'show_labels_threshold',
            config: { type: 'NumberControl', label: 'Percentage threshold', default: 5, renderTrigger: true },
          },
        ],
        [
          {
            name: 'outerRadius',
            config: {
              type: 'SliderControl',
              label: 'Outer Radius',
              default: 70,
              min: 10,
              max: 100,
              step: 1,
              renderTrigger: true,
            },
          },
        ],
        [
          {
            name: 'donut',
            config: { type: 'CheckboxControl', label: 'Donut', default: false, renderTrigger: true },
          },
        ],
        [
          {
            name: 'innerRadius',
            config: {
              type: 'SliderControl',
              label: 'Inner Radius',
              default: 30,
              min: 0,
              max: 100,
              step: 1,
              renderTrigger: true,
              visibility: ({ formData }) => Boolean(formData.donut),
            },
          },
        ],
      ],
    },
  ],
  controlOverrides: { row_limit: { default: 100 } },
};
