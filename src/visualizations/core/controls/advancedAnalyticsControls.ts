// The Advanced analytics controls (Superset's advancedAnalyticsControls): rolling window, time
// comparison, resample. rolling_periods and min_periods are integer text fields (spec §5).
import type { ControlConfig, ControlPanelState } from '../types.ts';
import {
  COMPARISON_TYPE_CHOICES,
  RESAMPLE_METHOD_CHOICES,
  RESAMPLE_RULE_CHOICES,
  ROLLING_TYPE_CHOICES,
  TIME_SHIFT_CHOICES,
} from './choices.ts';
import { validateInteger } from './validators.ts';

const rolling = ({ formData }: ControlPanelState) =>
  formData.rolling_type !== undefined &&
  formData.rolling_type !== null &&
  formData.rolling_type !== 'None' &&
  formData.rolling_type !== 'cumsum';

export const advancedAnalyticsControls: Record<string, ControlConfig> = {
  rolling_type: {
    type: 'SelectControl',
    label: 'Rolling Function',
    description: 'Defines a rolling window function to apply, works along with the [Periods] text box',
    default: 'None',
    choices: ROLLING_TYPE_CHOICES,
  },
  rolling_periods: {
    type: 'TextControl',
    label: 'Periods',
    description: 'Defines the size of the rolling window function, relative to the time granularity selected',
    validators: [validateInteger],
    visibility: rolling,
  },
  min_periods: {
    type: 'TextControl',
    label: 'Min Periods',
    description:
      'The minimum number of rolling periods required to show a value. For instance if you do a cumulative sum on 7 days you may want your "Min Period" to be 7, so that all data points shown are the total of 7 periods. This will hide the "ramp up" taking place over the first 7 periods',
    validators: [validateInteger],
    visibility: rolling,
  },
  time_compare: {
    type: 'SelectControl',
    label: 'Time shift',
    description:
      'Overlay one or more timeseries from a relative time period. Expects relative time deltas in natural language (example:  24 hours, 7 days, 52 weeks, 365 days). Free text is supported.',
    multi: true,
    freeForm: true,
    default: [],
    choices: TIME_SHIFT_CHOICES,
  },
  comparison_type: {
    type: 'SelectControl',
    label: 'Calculation type',
    description:
      'How to display time shifts: as individual lines; as the difference between the main time series and each time shift; as the percentage change; or as the ratio between series and time shifts.',
    default: 'values',
    choices: COMPARISON_TYPE_CHOICES,
  },
  resample_rule: {
    type: 'SelectControl',
    label: 'Rule',
    description: 'Pandas resample rule',
    freeForm: true,
    clearable: true,
    default: null,
    choices: RESAMPLE_RULE_CHOICES,
  },
  resample_method: {
    type: 'SelectControl',
    label: 'Fill method',
    description: 'Pandas resample method',
    freeForm: true,
    clearable: true,
    default: null,
    choices: RESAMPLE_METHOD_CHOICES,
  },
  annotation_layers: {
    type: 'AnnotationLayerControl',
    label: 'Annotation Layers',
    default: [],
    description: 'Annotation Layers',
  },
};
