// What the explore control tests share: a dataset with nothing in it, a control state of a type
// with its choices, and picking an option of a labelled react-aria select.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ControlState } from '../../../../../src/features/explore/controlState/types.ts';
import type { ControlType } from '../../../../../src/visualizations/core/types.ts';

export const EMPTY_DATASOURCE = { id: 1, type: 'table' as const, uid: '1__table', columns: [], metrics: [] };

export function controlState(
  name: string,
  type: ControlType,
  label: string,
  value: unknown,
  choices: ControlState['choices'],
): ControlState {
  return {
    name,
    config: { type, label, renderTrigger: true },
    value,
    choices,
    validationErrors: [],
    visible: true,
  };
}

/** Opens the select whose label reads `label` inside `scope` and picks `option`. */
export async function choose(user: UserEvent, scope: HTMLElement, label: string, option: string) {
  const field = within(scope).getByText(label, { selector: 'label, span' }).parentElement!;
  await user.click(within(field).getByRole('button'));
  await user.click(await screen.findByRole('option', { name: option }));
}
