// Spec §4 Explore 'Form data changes recompute controls and validation': the controls of the
// current viz with their values and validation errors, and the form data those values make.
import { panelControls } from '../../../visualizations/core/controls/sharedControls.ts';
import type { VizDatasource, VizSettings } from '../../../visualizations/core/types.ts';
import { choicesOf, controlValue } from './controlValue.ts';
import { isVisible } from './hiddenFields.ts';
import type {
  ControlPanelConfig,
  ControlPanelState,
  ControlsState,
  ExternalErrors,
  FormData,
  SharedControls,
} from './types.ts';
import { validateControl } from './validateControl.ts';

export interface ControlsInput {
  panel: ControlPanelConfig;
  shared: SharedControls;
  formData: FormData;
  datasource: VizDatasource | null;
  settings: VizSettings;
  externalErrors?: ExternalErrors;
}

export function computeControlsState(input: ControlsInput): { controls: ControlsState; formData: FormData } {
  const named = panelControls(input.panel, input.shared);
  const raw: ControlPanelState = {
    formData: input.formData,
    datasource: input.datasource,
    settings: input.settings,
  };
  const formData: FormData = { ...input.formData };
  for (const { name, config } of named) formData[name] = controlValue(config, input.formData[name], raw);
  const state: ControlPanelState = { ...raw, formData };
  const controls: ControlsState = {};
  for (const control of named) {
    const value = formData[control.name];
    const visible = isVisible(control, state);
    controls[control.name] = {
      ...control,
      value,
      choices: choicesOf(control.config, state),
      visible,
      validationErrors: visible
        ? validateControl(control.config, value, state, input.externalErrors?.[control.name])
        : [],
    };
  }
  return { controls, formData };
}

/** Validation errors of visible controls block the query: `{label: errors}` of those that have some. */
export function blockingErrors(controls: ControlsState): Record<string, string[]> {
  const blocking: Record<string, string[]> = {};
  for (const control of Object.values(controls)) {
    if (control.visible && control.validationErrors.length > 0) {
      blocking[control.config.label] = control.validationErrors;
    }
  }
  return blocking;
}
