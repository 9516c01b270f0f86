// Big Number with Trendline (big_number): Superset's control panel.
import { bigNumberControls } from '../bigNumber/bigNumberControls.ts';
import type { ControlPanelConfig } from '../core/types.ts';

const own = (name: string) => ({ name, config: bigNumberControls[name]! });

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['x_axis'], ['time_grain_sqla'], ['metric'], ['adhoc_filters']],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [own('compare_lag'), own('compare_suffix')],
        [own('show_timestamp')],
        [own('show_trend_line')],
        [own('start_y_axis_at_zero')],
        [own('time_range_fixed')],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [own('header_font_size')],
        [own('subheader_font_size')],
        ['y_axis_format'],
        ['currency_format'],
        [own('time_format')],
        [own('force_timestamp_formatting')],
      ],
    },
    {
      label: 'Advanced Analytics',
      expanded: false,
      controlSetRows: [
        ['rolling_type'],
        ['rolling_periods'],
        ['min_periods'],
        ['resample_rule'],
        ['resample_method'],
      ],
    },
  ],
  controlOverrides: { header_font_size: { default: 0.4 }, subheader_font_size: { default: 0.15 } },
};
