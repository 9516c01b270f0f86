import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../../../../src/components/Checkbox/Checkbox.tsx';
import { renderWithProviders } from '../../testUtils.tsx';

describe('Checkbox', () => {
  it('is labelled and toggles from the mouse and the keyboard', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Checkbox onChange={onChange}>Asynchronous query execution</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Asynchronous query execution' });
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});
