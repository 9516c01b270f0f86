// Colour and format controls (Superset's sharedControls): schemes, number/date formats, currency.
import type { ControlConfig, ControlPanelState } from '../types.ts';
import { D3_FORMAT_CHOICES, D3_PERCENT_FORMAT_CHOICES, D3_TIME_FORMAT_CHOICES } from './choices.ts';

const comparing = ({ formData }: ControlPanelState) => {
  const shifts = formData.time_compare;
  return Array.isArray(shifts) ? shifts.length > 0 : Boolean(shifts);
};

export const formatControls: Record<string, ControlConfig> = {
  color_scheme: {
    type: 'ColorSchemeControl',
    label: 'Color Scheme',
    description: 'The color scheme for rendering chart',
    default: 'supersetColors',
    renderTrigger: true,
  },
  linear_color_scheme: {
    type: 'ColorSchemeControl',
    label: 'Linear Color Scheme',
    default: 'superset_seq_1',
    renderTrigger: true,
  },
  time_shift_color: {
    type: 'CheckboxControl',
    label: 'Match time shift color with original series',
    description: 'When unchecked, colors from the selected color scheme will be used for time shifted series',
    default: true,
    renderTrigger: true,
    visibility: comparing,
  },
  y_axis_format: {
    type: 'SelectControl',
    label: 'Number format',
    description: 'D3 format syntax: https://github.com/d3/d3-format',
    freeForm: true,
    default: 'SMART_NUMBER',
    renderTrigger: true,
    choices: ({ formData }) =>
      formData.comparison_type === 'percentage' ? D3_PERCENT_FORMAT_CHOICES : D3_FORMAT_CHOICES,
  },
  x_axis_time_format: {
    type: 'SelectControl',
    label: 'Time format',
    description: 'D3 time format syntax: https://github.com/d3/d3-time-format',
    freeForm: true,
    default: 'smart_date',
    renderTrigger: true,
    choices: D3_TIME_FORMAT_CHOICES,
  },
  tooltipTimeFormat: {
    type: 'SelectControl',
    label: 'Tooltip time format',
    freeForm: true,
    default: 'smart_date',
    renderTrigger: true,
    choices: D3_TIME_FORMAT_CHOICES,
  },
  currency_format: {
    type: 'CurrencyControl',
    label: 'Currency format',
    default: null,
    renderTrigger: true,
  },
};
