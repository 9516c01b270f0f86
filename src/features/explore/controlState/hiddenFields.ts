// Spec §4 Explore: 'Hidden fields are stashed and restored.' A control whose visibility rule says
// no loses its value from the form data into the stash; when it shows again the value comes back.
import type { ControlPanelState, FormData, NamedControl } from './types.ts';

export type HiddenStash = Readonly<Record<string, unknown>>;

export function isVisible(control: NamedControl, state: ControlPanelState): boolean {
  return control.config.visibility ? control.config.visibility(state) : true;
}

export function stashHiddenFields(
  controls: readonly NamedControl[],
  state: ControlPanelState,
  stash: HiddenStash,
): { formData: FormData; stash: HiddenStash } {
  const formData: FormData = { ...state.formData };
  const nextStash: Record<string, unknown> = { ...stash };
  for (const control of controls) {
    const { name } = control;
    if (!isVisible(control, state)) {
      if (name in formData) {
        nextStash[name] = formData[name];
        delete formData[name];
      }
    } else if (name in nextStash) {
      if (!(name in formData)) formData[name] = nextStash[name];
      delete nextStash[name];
    }
  }
  return { formData, stash: nextStash };
}
