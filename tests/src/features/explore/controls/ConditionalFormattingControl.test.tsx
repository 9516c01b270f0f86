// The conditional formatting control of the table: rules as chips, a popover per rule whose Save
// waits for a complete rule (a target value, or both values of a range).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ControlState } from '../../../../../src/features/explore/controlState/types.ts';
import { ControlField } from '../../../../../src/features/explore/controls/ControlField.tsx';
import { renderWithProviders } from '../../../testUtils.tsx';
import { choose, controlState, EMPTY_DATASOURCE } from './controlTestKit.ts';

const DATASOURCE = EMPTY_DATASOURCE;

const CHOICES: ControlState['choices'] = [
  ['SUM(revenue)', 'SUM(revenue)'],
  ['count', 'count'],
];

function control(value: unknown): ControlState {
  return controlState(
    'conditional_formatting',
    'ConditionalFormattingControl',
    'Conditional formatting',
    value,
    CHOICES,
  );
}

describe('ConditionalFormattingControl', () => {
  it('adds a rule once it is complete', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<ControlField control={control([])} datasource={DATASOURCE} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Add Conditional formatting' }));
    const popover = await screen.findByRole('dialog', { name: 'Conditional formatting' });
    const save = within(popover).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await choose(user, popover, 'Column', 'SUM(revenue)');
    await choose(user, popover, 'Operator', '>');
    expect(save).toBeDisabled();
    await user.type(within(popover).getByRole('textbox', { name: 'Target value' }), '100.5');
    await choose(user, popover, 'Color scheme', 'red');
    await user.click(save);
    expect(onChange).toHaveBeenCalledWith([
      { column: 'SUM(revenue)', colorScheme: '#EFA1AA', operator: '>', targetValue: 100.5 },
    ]);
  });

  it('a range needs both values; a saved rule shows as a chip and is removable', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const saved = {
      column: 'count',
      operator: '≤ x ≤',
      targetValueLeft: 1,
      targetValueRight: 9,
      colorScheme: '#ACE1C4',
    };
    renderWithProviders(
      <ControlField control={control([saved])} datasource={DATASOURCE} onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: '1 ≤ count ≤ 9' }));
    const popover = await screen.findByRole('dialog', { name: 'Conditional formatting' });
    const right = within(popover).getByRole('textbox', { name: 'Right value' });
    await user.clear(right);
    expect(within(popover).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(right, '20');
    await user.click(within(popover).getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenLastCalledWith([{ ...saved, targetValueRight: 20 }]);
    await user.click(screen.getByRole('button', { name: 'Remove 1 ≤ count ≤ 9' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
