// The form data split by what a change of it does: the query part (a change queries again) and
// the render-trigger controls' values (a change only re-draws), as Superset's explore does.
import type { FormData } from '../../../visualizations/core/types.ts';
import type { ControlsState } from '../../explore/controlState/types.ts';

export interface SplitFormData {
  /** The form data without the render-trigger values, as text: the query's key. */
  queryText: string;
  /** The render-trigger controls' values. */
  triggers: FormData;
  /** `triggers` as text (a stable key for memos). */
  triggersText: string;
}

export function splitFormData(formData: FormData, controls: ControlsState): SplitFormData {
  const query: Record<string, unknown> = { ...formData };
  const triggers: Record<string, unknown> = {};
  for (const control of Object.values(controls)) {
    if (!control.config.renderTrigger) continue;
    if (control.name in formData) triggers[control.name] = formData[control.name];
    delete query[control.name];
  }
  return {
    queryText: JSON.stringify(query),
    triggers: triggers as FormData,
    triggersText: JSON.stringify(triggers),
  };
}
