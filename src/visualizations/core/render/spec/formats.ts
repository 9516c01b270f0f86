// Number and time formats in vega-lite specs: custom format types the VegaChart registers as vega
// expression functions (core/render/vegaFormatters.ts), so axes, labels and tooltips format as
// Superset does (SMART_NUMBER, smart_date, d3 formats).
export const NUMBER_FORMAT_TYPE = 'loupeNumber';
export const TIME_FORMAT_TYPE = 'loupeTime';

export function numberFormat(format: unknown): { format: string; formatType: string } {
  return {
    format: typeof format === 'string' && format ? format : 'SMART_NUMBER',
    formatType: NUMBER_FORMAT_TYPE,
  };
}

export function timeFormat(format: unknown): { format: string; formatType: string } {
  return {
    format: typeof format === 'string' && format ? format : 'smart_date',
    formatType: TIME_FORMAT_TYPE,
  };
}

/** A tooltip's time format, as Superset's getTooltipTimeFormatter: the adaptive smart_date (the
 * default) becomes smart_date_detailed, so a tooltip says '2023-12-01', not just 'December'. */
export function tooltipTimeFormat(format: unknown): { format: string; formatType: string } {
  const chosen = timeFormat(format);
  return chosen.format === 'smart_date' ? { ...chosen, format: 'smart_date_detailed' } : chosen;
}

/** Every vega-lite spec of a chart carries this config (custom format types on). */
export const BASE_CONFIG = {
  customFormatTypes: true,
  view: { stroke: null },
  axis: { labelColor: '#666666', titleColor: '#333333', gridColor: '#e0e0e0', domainColor: '#cccccc' },
} as const;
