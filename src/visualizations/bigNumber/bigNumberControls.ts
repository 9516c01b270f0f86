// Controls of the big number charts (Superset's BigNumber shared controls).

import { D3_TIME_FORMAT_CHOICES } from '../core/controls/choices.ts';
import { validateInteger } from '../core/controls/validators.ts';
import type { ControlConfig } from '../core/types.ts';

export const bigNumberControls: Record<string, ControlConfig> = {
  header_font_size: {
    type: 'SelectControl',
    label: 'Big Number Font Size',
    default: 0.4,
    renderTrigger: true,
    choices: [
      [0.2, 'Tiny'],
      [0.3, 'Small'],
      [0.4, 'Normal'],
      [0.5, 'Large'],
      [0.6, 'Huge'],
    ],
  },
  subheader_font_size: {
    type: 'SelectControl',
    label: 'Subheader Font Size',
    default: 0.15,
    renderTrigger: true,
    choices: [
      [0.125, 'Tiny'],
      [0.15, 'Small'],
      [0.2, 'Normal'],
      [0.3, 'Large'],
      [0.4, 'Huge'],
    ],
  },
  subheader: {
    type: 'TextControl',
    label: 'Subheader',
    description: 'Description text that shows up below your Big Number',
    default: '',
    renderTrigger: true,
  },
  time_format: {
    type: 'SelectControl',
    label: 'Date format',
    freeForm: true,
    default: 'smart_date',
    renderTrigger: true,
    choices: D3_TIME_FORMAT_CHOICES,
  },
  force_timestamp_formatting: {
    type: 'CheckboxControl',
    label: 'Force date format',
    description: 'Use date formatting even when metric value is not a timestamp',
    default: false,
    renderTrigger: true,
  },
  compare_lag: {
    type: 'TextControl',
    label: 'Comparison Period Lag',
    description: 'Based on granularity, number of time periods to compare against',
    validators: [validateInteger],
  },
  compare_suffix: {
    type: 'TextControl',
    label: 'Comparison suffix',
    description: 'Suffix to apply after the percentage display',
  },
  show_timestamp: {
    type: 'CheckboxControl',
    label: 'Show Timestamp',
    description: 'Whether to display the timestamp',
    default: false,
    renderTrigger: true,
  },
  show_trend_line: {
    type: 'CheckboxControl',
    label: 'Show Trend Line',
    description: 'Whether to display the trend line',
    default: true,
    renderTrigger: true,
  },
  start_y_axis_at_zero: {
    type: 'CheckboxControl',
    label: 'Start y-axis at 0',
    description: 'Start y-axis at zero. Uncheck to start y-axis at minimum value in the data.',
    default: true,
    renderTrigger: true,
  },
  time_range_fixed: {
    type: 'CheckboxControl',
    label: 'Fix to selected Time Range',
    description:
      'Fix the trend line to the full time range specified in case filtered results do not include the start or end dates',
    default: false,
    renderTrigger: true,
  },
};
