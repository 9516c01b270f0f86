// The explore page's form-data state and its transitions (pure; useExploreState wraps it).
import { panelControls } from '../../visualizations/core/controls/sharedControls.ts';
import type { FormData, VizDatasource, VizPlugin, VizSettings } from '../../visualizations/core/types.ts';
import { computeControlsState } from './controlState/computeControlsState.ts';
import { type HiddenStash, stashHiddenFields } from './controlState/hiddenFields.ts';
import { type MemorizedFormData, transformFormData } from './controlState/standardizedFormData.ts';
import type { ControlsState, ExternalErrors, SharedControls } from './controlState/types.ts';

export interface ExploreState {
  formData: FormData;
  stash: HiddenStash;
  memorized: MemorizedFormData;
  externalErrors: ExternalErrors;
}

export interface ExploreContext {
  plugins: readonly VizPlugin[];
  shared: SharedControls;
  datasource: VizDatasource | null;
  settings: VizSettings;
}

export function pluginOf(plugins: readonly VizPlugin[], vizType: string): VizPlugin | undefined {
  return plugins.find((plugin) => plugin.key === vizType);
}

/** The controls of the current viz and the form data their values make. */
export function deriveControls(
  state: ExploreState,
  context: ExploreContext,
): { controls: ControlsState; formData: FormData; plugin: VizPlugin | undefined } {
  const plugin = pluginOf(context.plugins, state.formData.viz_type);
  if (!plugin) return { controls: {}, formData: state.formData, plugin };
  const { controls, formData } = computeControlsState({
    panel: plugin.controlPanel,
    shared: context.shared,
    formData: state.formData,
    datasource: context.datasource,
    settings: context.settings,
    externalErrors: state.externalErrors,
  });
  return { controls, formData, plugin };
}

function settle(state: ExploreState, formData: FormData, context: ExploreContext): ExploreState {
  const plugin = pluginOf(context.plugins, formData.viz_type);
  if (!plugin) return { ...state, formData };
  const controls = panelControls(plugin.controlPanel, context.shared);
  const settled = stashHiddenFields(
    controls,
    { formData, datasource: context.datasource, settings: context.settings },
    state.stash,
  );
  return { ...state, formData: settled.formData, stash: settled.stash };
}

export function initialExploreState(formData: FormData, context: ExploreContext): ExploreState {
  return settle({ formData, stash: {}, memorized: {}, externalErrors: {} }, formData, context);
}

export function changeControl(
  state: ExploreState,
  name: string,
  value: unknown,
  context: ExploreContext,
): ExploreState {
  const { [name]: _cleared, ...externalErrors } = state.externalErrors;
  return settle({ ...state, externalErrors }, { ...state.formData, [name]: value }, context);
}

export function changeVizType(state: ExploreState, vizType: string, context: ExploreContext): ExploreState {
  const target = pluginOf(context.plugins, vizType);
  if (!target || vizType === state.formData.viz_type) return state;
  const memorized = { ...state.memorized, [state.formData.viz_type]: state.formData };
  const formData = transformFormData(
    state.formData,
    vizType,
    panelControls(target.controlPanel, context.shared),
    memorized,
  );
  return settle({ ...state, memorized, stash: {} }, formData, context);
}

/** A new dataset: the datasource key changes; computeControlsState then remaps column-like values. */
export function changeDatasource(
  state: ExploreState,
  datasource: VizDatasource,
  context: ExploreContext,
): ExploreState {
  return settle(state, { ...state.formData, datasource: datasource.uid }, { ...context, datasource });
}
