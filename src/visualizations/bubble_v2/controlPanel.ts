import type { ControlConfig, ControlPanelConfig } from '../core/types.ts';
import { D3_FORMAT_CHOICES } from '../helpers/formatControls.ts';

const option = (name: string, config: Omit<ControlConfig, 'renderTrigger'>) => ({
  name,
  config: { ...config, renderTrigger: true },
});
const format = (name: string, label: string) =>
  option(name, {
    type: 'SelectControl',
    label,
    freeForm: true,
    default: 'SMART_NUMBER',
    choices: D3_FORMAT_CHOICES,
  });
const text = (name: string, label: string) => option(name, { type: 'TextControl', label, default: '' });
const check = (name: string, label: string) =>
  option(name, { type: 'CheckboxControl', label, default: false });

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['series'],
        ['entity'],
        ['x'],
        ['y'],
        ['adhoc_filters'],
        ['size'],
        [
          {
            name: 'orderby',
            config: { type: 'MetricsControl', label: 'Sort by metric', references: 'metrics' },
          },
        ],
        ['order_desc'],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ['show_legend'],
        [
          option('max_bubble_size', {
            type: 'SelectControl',
            label: 'Max Bubble Size',
            freeForm: true,
            default: '25',
            choices: ['5', '10', '15', '25', '50', '75', '100'].map((n) => [n, n] as const),
          }),
        ],
        [format('tooltipSizeFormat', 'Bubble size number format')],
        [text('x_axis_label', 'X Axis Title'), format('xAxisFormat', 'X Axis Format')],
        [check('logXAxis', 'Logarithmic x-axis')],
        [text('y_axis_label', 'Y Axis Title'), format('yAxisFormat', 'Y Axis Format')],
        [check('logYAxis', 'Logarithmic y-axis')],
      ],
    },
  ],
  controlOverrides: { x: { label: 'X Axis' }, y: { label: 'Y Axis' }, size: { label: 'Bubble Size' } },
};
