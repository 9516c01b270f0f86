// The interface between visualizations (one folder each under src/visualizations/<vizKey>/), the
// explore page and (later) dashboards. A visualization is data plus pure functions: its control
// panel, buildQuery(formData) → query context, and transformProps(chart props) → what to draw
// (a vega-lite spec, or a React component where that fits better). Nothing here fetches.
import type { ComponentType } from 'react';
import type { components } from '../../api/schema.gen.ts';

type Schemas = components['schemas'];
export type QueryContext = Schemas['ChartDataQueryContext'];
export type QueryObject = Schemas['ChartDataQueryObject'];
export type PostProcessingOperation = Schemas['ChartDataPostProcessingOperation'];
export type ChartDataResultItem = Schemas['ChartDataResultItem'];
export type AdhocMetric = Schemas['ChartDataAdhocMetric'];
export type AdhocColumn = Schemas['ChartDataAdhocColumn'];
/** A saved metric's name or an adhoc metric. */
export type Metric = Schemas['ChartDataMetric'];
/** A column's name or an adhoc column (e.g. the x axis with a time grain). */
export type Column = Schemas['ChartDataColumn'];

/** Superset's form data: viz_type and datasource ("{id}__{type}") plus the controls' values. */
export interface FormData {
  viz_type: string;
  datasource: string;
  slice_id?: number;
  [control: string]: unknown;
}

/** A dataset column as explore knows it (the explore bootstrap's dataset.columns). */
export interface VizColumn {
  column_name: string;
  verbose_name?: string | null;
  type?: string | null;
  /** 0 numeric, 1 string, 2 temporal, 3 boolean (Superset's GenericDataType). */
  type_generic?: number | null;
  is_dttm?: boolean | null;
  groupby?: boolean | null;
  filterable?: boolean | null;
  expression?: string | null;
  description?: string | null;
  python_date_format?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  warning_markdown?: string | null;
}

/** A dataset metric as explore knows it (the explore bootstrap's dataset.metrics). */
export interface VizMetric {
  metric_name: string;
  verbose_name?: string | null;
  expression?: string | null;
  description?: string | null;
  d3format?: string | null;
  currency?: { symbol?: string; symbolPosition?: string } | string | null;
  warning_text?: string | null;
  warning_markdown?: string | null;
  is_certified?: boolean | null;
  certified_by?: string | null;
  certification_details?: string | null;
}

/** The dataset a chart is drawn from: a structural subset of the explore bootstrap's dataset. */
export interface VizDatasource {
  id: number;
  type: 'table' | 'query';
  /** "{id}__{type}" */
  uid: string;
  name?: string;
  columns: VizColumn[];
  metrics: VizMetric[];
  main_dttm_col?: string | null;
  /** [[grain, label]] the dataset's engine supports, e.g. [['P1D', 'Day'], …]. */
  time_grain_sqla?: [string, string][];
  verbose_map?: Record<string, string>;
  column_formats?: Record<string, string>;
  currency_formats?: Record<string, unknown>;
}

/** Server settings explore passes down (from the explore bootstrap's common.conf). */
export interface VizSettings {
  sqlMaxRow: number;
  defaultTimeFilter: string;
}

// ---- Controls ---------------------------------------------------------------------------------

/** The control widgets explore renders (src/features/explore/controls maps each to a component). */
export type ControlType =
  | 'SelectControl'
  | 'CheckboxControl'
  | 'TextControl'
  | 'TextAreaControl'
  | 'NumberControl'
  | 'SliderControl'
  | 'MetricsControl'
  | 'GroupByControl'
  | 'AdhocFilterControl'
  | 'TimeRangeControl'
  | 'ColorSchemeControl'
  | 'ColorPickerControl'
  | 'CurrencyControl'
  | 'AnnotationLayerControl'
  | 'ConditionalFormattingControl'
  | 'ColumnConfigControl'
  | 'HiddenControl';

/** What a control's functions see: the form data, the dataset and the server settings. */
export interface ControlPanelState {
  formData: FormData;
  datasource: VizDatasource | null;
  settings: VizSettings;
}

/** Superset's validator signature: an error message, or false when the value is fine. */
export type ControlValidator = (value: unknown, state: ControlPanelState) => string | false;

export type Choice = readonly [value: string | number | boolean | null, label: string];

export interface ControlConfig {
  type: ControlType;
  label: string;
  description?: string;
  /** The value when the form data has none (or holds one the control rejects). */
  default?: unknown | ((state: ControlPanelState) => unknown);
  /** Select-like controls: several values. A single value is wrapped in a list. */
  multi?: boolean;
  /** Select-like controls: values outside `choices` are allowed (else they are dropped). */
  freeForm?: boolean;
  clearable?: boolean;
  choices?: readonly Choice[] | ((state: ControlPanelState) => readonly Choice[]);
  /** Computed choices whose labels are texts (the time grains' names), translated as fixed ones
   * are; other computed choices name dataset items and are shown as they are. */
  translatedChoices?: boolean;
  validators?: readonly ControlValidator[];
  /** Shown only when true; a hidden control's value is stashed and restored (spec §4 Explore). */
  visibility?: (state: ControlPanelState) => boolean;
  /** A change re-renders the chart from the data it has: no new query. */
  renderTrigger?: boolean;
  /** Values name dataset items: dropped in favour of the default when absent from the dataset,
   * and remapped when the datasource changes (spec §4, §5). */
  references?: 'columns' | 'metrics';
  /** Slider / number bounds. */
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
}

/** A row of a section: controls side by side; a string names a shared control
 * (core/controls/sharedControls.ts), an object defines or overrides one. */
export type ControlRef = string | { name: string; config: ControlConfig };
export type ControlSetRow = readonly (ControlRef | null)[];

export interface ControlPanelSection {
  label: string;
  description?: string;
  expanded?: boolean;
  controlSetRows: readonly ControlSetRow[];
}

export interface ControlPanelConfig {
  sections: readonly ControlPanelSection[];
  /** Per-viz overrides of shared controls (label, default, validators…). */
  controlOverrides?: Record<string, Partial<ControlConfig>>;
}

// ---- Rendering --------------------------------------------------------------------------------

/** State a chart keeps outside form data (table pagination and search). */
export interface OwnState {
  currentPage?: number;
  pageSize?: number;
  searchText?: string;
}

export interface ChartProps {
  formData: FormData;
  /** One item per query of the query context buildQuery returned. */
  queriesData: ChartDataResultItem[];
  datasource: VizDatasource;
  width: number;
  height: number;
  ownState?: OwnState;
  /** Charts with server pagination or search ask for a new query with a new own state. */
  setOwnState?: (ownState: OwnState) => void;
}

/** A vega-lite top-level spec (kept loose so this file does not import vega-lite). */
export type VegaLiteSpec = Record<string, unknown>;

/** A full vega spec, for marks vega-lite lacks (treemap, word cloud). */
export type VegaSpec = Record<string, unknown>;

/** One tooltip of a HoverTooltip: a title (the x) and a row per series, each with its colour. */
export interface HoverContent {
  title: string;
  rows: { label: string; value: string; color?: string }[];
}

/**
 * Everything at the hovered x in one tooltip (Superset's rich tooltip), drawn by the chart
 * itself rather than by marks: the pointer's nearest x on the view's scale gets a rule and this
 * tooltip (core/render/hoverTooltip.ts). No mark per x, so the chart draws as fast without it.
 */
export interface HoverTooltip {
  /** The scale (and axis) the x values are on: 'x', or 'y' for horizontal bars. */
  channel: 'x' | 'y';
  /** The distinct x values, as the data holds them (epoch ms or category). */
  xs: readonly (number | string)[];
  /** The tooltip at xs[index]. */
  content(index: number): HoverContent;
}

export type ChartRendering =
  | { kind: 'vega-lite'; spec: VegaLiteSpec; renderer?: 'svg' | 'canvas'; hover?: HoverTooltip }
  | { kind: 'vega'; spec: VegaSpec; renderer?: 'svg' | 'canvas'; hover?: HoverTooltip }
  // biome-ignore lint/suspicious/noExplicitAny: each component brings its own props type
  | { kind: 'component'; Component: ComponentType<any>; props: Record<string, unknown> };

export interface VizPlugin {
  /** Superset's viz_type key, e.g. 'echarts_timeseries_line'. */
  key: string;
  name: string;
  description: string;
  /** Gallery category: 'Table', 'Evolution', 'Distribution', 'Part of a Whole', 'KPI', 'Correlation', 'Ranking', 'Flow'. */
  category: string;
  tags?: readonly string[];
  controlPanel: ControlPanelConfig;
  buildQuery: (formData: FormData, options?: { ownState?: OwnState }) => QueryContext;
  transformProps: (props: ChartProps) => ChartRendering;
}
