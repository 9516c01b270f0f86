import { describe, expect, it } from 'vitest';
import { boxPlotPlugin } from '../../../src/visualizations/box_plot/index.ts';
import { bubblePlugin } from '../../../src/visualizations/bubble_v2/index.ts';
import { panelRefs, resolveControl } from '../../../src/visualizations/core/controls/sharedControls.ts';
import type { VizPlugin } from '../../../src/visualizations/core/types.ts';
import { funnelPlugin } from '../../../src/visualizations/funnel/index.ts';
import { gaugePlugin } from '../../../src/visualizations/gauge_chart/index.ts';
import { heatmapPlugin } from '../../../src/visualizations/heatmap_v2/index.ts';
import { histogramPlugin } from '../../../src/visualizations/histogram_v2/index.ts';
import { piePlugin } from '../../../src/visualizations/pie/index.ts';
import { getViz } from '../../../src/visualizations/registry.ts';
import { treemapPlugin } from '../../../src/visualizations/treemap_v2/index.ts';
import { wordCloudPlugin } from '../../../src/visualizations/word_cloud/index.ts';

const CATEGORY_CONTROLS = [
  'groupby',
  'metric',
  'adhoc_filters',
  'row_limit',
  'sort_by_metric',
  'color_scheme',
];

/** Each chart type and the Superset form-data names its buildQuery and transformProps read. */
const PANELS: [VizPlugin, string[]][] = [
  [
    piePlugin,
    [
      ...CATEGORY_CONTROLS,
      'number_format',
      'label_type',
      'donut',
      'innerRadius',
      'outerRadius',
      'show_total',
    ],
  ],
  [funnelPlugin, [...CATEGORY_CONTROLS, 'number_format', 'label_type', 'percent_calculation_type']],
  [
    gaugePlugin,
    [
      ...CATEGORY_CONTROLS,
      'min_val',
      'max_val',
      'start_angle',
      'end_angle',
      'intervals',
      'interval_color_indices',
      'split_number',
    ],
  ],
  [treemapPlugin, [...CATEGORY_CONTROLS, 'number_format', 'show_labels', 'show_upper_labels']],
  [wordCloudPlugin, ['series', 'metric', 'row_limit', 'size_from', 'size_to', 'rotation', 'color_scheme']],
  [
    bubblePlugin,
    [
      'entity',
      'series',
      'x',
      'y',
      'size',
      'max_bubble_size',
      'xAxisFormat',
      'yAxisFormat',
      'logXAxis',
      'logYAxis',
      'row_limit',
    ],
  ],
  [
    histogramPlugin,
    ['column', 'groupby', 'bins', 'normalize', 'cumulative', 'x_axis_title', 'y_axis_title', 'show_legend'],
  ],
  [
    boxPlotPlugin,
    [
      'columns',
      'groupby',
      'metrics',
      'adhoc_filters',
      'row_limit',
      'series_limit',
      'whiskerOptions',
      'x_ticks_layout',
      'number_format',
      'date_format',
      'color_scheme',
    ],
  ],
  [
    heatmapPlugin,
    [
      'x_axis',
      'groupby',
      'metric',
      'linear_color_scheme',
      'normalize_across',
      'xscale_interval',
      'yscale_interval',
      'left_margin',
      'bottom_margin',
      'value_bounds',
      'show_legend',
      'show_values',
      'normalized',
      'sort_x_axis',
      'sort_y_axis',
      'y_axis_format',
    ],
  ],
];

describe.each(PANELS.map(([plugin, names]) => [plugin.key, plugin, names] as const))(
  '%s',
  (key, plugin, names) => {
    it('is registered under its Superset viz_type', () => {
      expect(getViz(key)).toBe(plugin);
    });

    it('names existing shared controls, each once, and the form-data names it reads', () => {
      // Strict: an unknown shared name throws, a repeated name shows.
      const controls = panelRefs(plugin.controlPanel).map((ref) => resolveControl(ref).name);
      expect(new Set(controls).size).toBe(controls.length);
      expect(controls).toEqual(expect.arrayContaining(names));
    });
  },
);
