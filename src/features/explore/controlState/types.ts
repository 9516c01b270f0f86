// The explore page's view of its controls: a control's configuration (from the viz's control panel,
// the shared controls and the viz's overrides) with the value explore holds for it.
import type {
  ControlConfig,
  ControlPanelConfig,
  ControlPanelState,
  FormData,
} from '../../../visualizations/core/types.ts';

export type { ControlConfig, ControlPanelConfig, ControlPanelState, FormData };

/** Shared control definitions by name (src/visualizations/core/controls). */
export type SharedControls = Readonly<Record<string, ControlConfig>>;

export interface NamedControl {
  name: string;
  config: ControlConfig;
}

/** One control as the page shows it (Superset's control state). */
export interface ControlState extends NamedControl {
  value: unknown;
  /** Choices after evaluation (select-like controls). */
  choices?: readonly (readonly [unknown, string])[];
  /** Validator messages plus externally supplied errors; any blocks the query. */
  validationErrors: string[];
  visible: boolean;
}

export type ControlsState = Record<string, ControlState>;

/** Errors set from outside a control (e.g. the server rejected a value), by control name. */
export type ExternalErrors = Readonly<Record<string, readonly string[]>>;
