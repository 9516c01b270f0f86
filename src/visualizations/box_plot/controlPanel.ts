import { D3_TIME_FORMAT_CHOICES, SERIES_LIMIT_CHOICES } from '../core/controls/choices.ts';
import { validateNonEmpty } from '../core/controls/validators.ts';
import type { ControlConfig, ControlPanelConfig } from '../core/types.ts';
import { numberFormatControl } from '../helpers/formatControls.ts';

const option = (name: string, config: ControlConfig) => ({ name, config });
const pairs = (values: readonly string[]) => values.map((value) => [value, value] as const);

export const WHISKER_OPTIONS = ['Tukey', 'Min/max (no outliers)', '2/98 percentiles', '9/91 percentiles'];
export const X_TICKS_LAYOUTS = ['auto', 'flat', '45°', '90°', 'staggered'];

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['columns'],
        ['groupby'],
        ['metrics'],
        ['adhoc_filters'],
        ['row_limit'],
        [
          option('series_limit', {
            type: 'SelectControl',
            label: 'Series limit',
            description:
              'Limits the number of series that get displayed. A joined subquery (or an extra phase where subqueries are not supported) is applied to limit the number of series that get fetched and rendered. This feature is useful when grouping by high cardinality column(s) though does increase the query complexity and cost.',
            freeForm: true,
            clearable: true,
            default: null,
            choices: SERIES_LIMIT_CHOICES,
          }),
        ],
        ['series_limit_metric'],
        [
          option('whiskerOptions', {
            type: 'SelectControl',
            label: 'Whisker/outlier options',
            description: 'Determines how whiskers and outliers are calculated.',
            freeForm: true,
            clearable: false,
            default: 'Tukey',
            choices: pairs(WHISKER_OPTIONS),
          }),
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [
          option('x_ticks_layout', {
            type: 'SelectControl',
            label: 'X Tick Layout',
            description: 'The way the ticks are laid out on the X-axis',
            default: 'auto',
            clearable: false,
            renderTrigger: true,
            choices: pairs(X_TICKS_LAYOUTS),
          }),
        ],
        [numberFormatControl()],
        [
          option('date_format', {
            type: 'SelectControl',
            label: 'Date format',
            description: 'D3 time format syntax: https://github.com/d3/d3-time-format',
            freeForm: true,
            default: 'smart_date',
            renderTrigger: true,
            choices: D3_TIME_FORMAT_CHOICES,
          }),
        ],
      ],
    },
  ],
  controlOverrides: {
    columns: {
      label: 'Distribute across',
      multi: true,
      description: 'Columns to calculate distribution across.',
      validators: [validateNonEmpty],
    },
    groupby: { label: 'Dimensions', description: 'Categories to group by on the x-axis.' },
  },
};
