// The table's "Customize columns": a chip per column; its popover shows the settings of the
// column's kind and saves only what was set; a column back to defaults leaves column_config.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ControlState } from '../../../../../src/features/explore/controlState/types.ts';
import { ControlField } from '../../../../../src/features/explore/controls/ControlField.tsx';
import { renderWithProviders } from '../../../testUtils.tsx';
import { choose, controlState, EMPTY_DATASOURCE } from './controlTestKit.ts';

const DATASOURCE = EMPTY_DATASOURCE;

const CHOICES: ControlState['choices'] = [
  ['text:region', 'region'],
  ['time:order_date', 'order_date'],
  ['number:SUM(revenue)', 'SUM(revenue)'],
];

function control(value: unknown): ControlState {
  return controlState('column_config', 'ColumnConfigControl', 'Customize columns', value, CHOICES);
}

describe('ColumnConfigControl', () => {
  it('sets a number column’s format, bars and width; saves only what was set', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <ControlField
        control={control({ region: { truncateLongCells: true } })}
        datasource={DATASOURCE}
        onChange={onChange}
      />,
    );
    // The customised column is marked; the others are plain.
    expect(screen.getByRole('button', { name: 'region (customized)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SUM(revenue)' }));
    const popover = await screen.findByRole('dialog', { name: 'SUM(revenue)' });
    expect(within(popover).queryByRole('checkbox', { name: 'Truncate Cells' })).toBeNull();
    await choose(user, popover, 'D3 format', ',d (12345.432 => 12,345)');
    await user.click(within(popover).getByRole('checkbox', { name: 'Show cell bars' }));
    const width = within(popover).getByRole('textbox', { name: 'Min Width' });
    await user.type(width, '-1');
    expect(within(popover).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(width);
    await user.type(width, '90');
    await user.click(within(popover).getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenCalledWith({
      region: { truncateLongCells: true },
      'SUM(revenue)': { d3NumberFormat: ',d', showCellBars: false, columnWidth: 90 },
    });
  });

  it('a time column takes a time format; a column reset to defaults leaves column_config', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <ControlField
        control={control({ order_date: { d3TimeFormat: '%Y' } })}
        datasource={DATASOURCE}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'order_date (customized)' }));
    const popover = await screen.findByRole('dialog', { name: 'order_date' });
    expect(within(popover).queryByRole('checkbox', { name: 'Show cell bars' })).toBeNull();
    await choose(user, popover, 'D3 format', 'Default');
    await user.click(within(popover).getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenCalledWith({});
  });
});
