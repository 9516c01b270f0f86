// The 'Altered' label: hidden without changes; opens the Chart changes table, 50 rows a page.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AlteredLabel } from '../../../../../src/features/explore/altered/AlteredLabel.tsx';
import { renderWithProviders } from '../../../testUtils.tsx';

const saved = { viz_type: 'table', datasource: '1__table', row_limit: 100, adhoc_filters: [] };

describe('AlteredLabel', () => {
  it('shows nothing when only empty values differ', () => {
    renderWithProviders(
      <AlteredLabel
        savedFormData={saved}
        currentFormData={{ ...saved, adhoc_filters: undefined, groupby: [] }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Altered' })).not.toBeInTheDocument();
  });

  it('shows nothing for an unsaved chart', () => {
    renderWithProviders(<AlteredLabel savedFormData={null} currentFormData={saved} />);
    expect(screen.queryByRole('button', { name: 'Altered' })).not.toBeInTheDocument();
  });

  it('opens the changes as Control / Before / After', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AlteredLabel
        savedFormData={saved}
        currentFormData={{
          ...saved,
          row_limit: 500,
          adhoc_filters: [
            { expressionType: 'SIMPLE', subject: 'region', operator: '==', comparator: 'Asia' },
          ],
        }}
        controls={{
          row_limit: { label: 'Row limit' },
          adhoc_filters: { label: 'Filters', type: 'AdhocFilterControl' },
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Altered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chart changes' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ControlBeforeAfter',
      'Row limit100500',
      'Filters[]region == Asia',
    ]);
  });

  it('pages the changes 50 at a time', async () => {
    const user = userEvent.setup();
    const current: Record<string, unknown> = { ...saved };
    for (let i = 0; i < 60; i += 1) current[`control_${String(i).padStart(2, '0')}`] = i;
    renderWithProviders(<AlteredLabel savedFormData={saved} currentFormData={current as typeof saved} />);
    await user.click(screen.getByRole('button', { name: 'Altered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chart changes' });
    expect(within(dialog).getAllByRole('row')).toHaveLength(51);
    expect(within(dialog).getByText('1-50 of 60')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getAllByRole('row')).toHaveLength(11);
    expect(within(dialog).getByText('control_59')).toBeInTheDocument();
  });
});
