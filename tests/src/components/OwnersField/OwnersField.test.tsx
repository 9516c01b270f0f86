// The shared owners picker: tags removable, users already owners left out, the search debounced to
// the caller, and a pick adds the owner and leaves a fresh, closed, empty search box.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Owner, OwnersField } from '../../../../src/components/OwnersField/OwnersField.tsx';
import { renderWithProviders } from '../../testUtils.tsx';

const USERS: Owner[] = [
  { id: 1, label: 'Ada Admin' },
  { id: 2, label: 'Bob Builder' },
  { id: 3, label: 'Cy Coder' },
];

function Harness({ onSearch }: { onSearch: (text: string) => void }) {
  const [owners, setOwners] = useState<Owner[]>([USERS[0]!]);
  return (
    <OwnersField
      id="owners"
      label="Owners"
      owners={owners}
      onChange={setOwners}
      users={USERS}
      isLoading={false}
      onSearch={onSearch}
      texts={{
        remove: (name) => `Remove ${name}`,
        picker: 'Add owner',
        placeholder: 'Add owner',
        noUsers: 'No users',
        help: 'Owners may edit',
      }}
    />
  );
}

describe('OwnersField', () => {
  it('adds, leaves owners out of the list, closes and clears the search after a pick, removes', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onSearch={onSearch} />);
    const list = screen.getByRole('list', { name: 'Owners' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ada Admin']);
    expect(screen.getByText('Owners may edit')).toBeInTheDocument();

    const box = screen.getByRole('combobox', { name: 'Add owner' });
    await user.type(box, 'B');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('B'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).not.toContain('Ada Admin');
    await user.click(screen.getByRole('option', { name: 'Bob Builder' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ada Admin', 'Bob Builder']);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Add owner' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove Ada Admin' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bob Builder']);
  });
});
