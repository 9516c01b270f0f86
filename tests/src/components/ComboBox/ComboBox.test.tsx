import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox } from '../../../../src/components/ComboBox/ComboBox.tsx';
import { matchesSearch } from '../../../../src/components/ComboBox/matchesSearch.ts';
import { renderWithProviders } from '../../testUtils.tsx';

const OPTIONS = ['main', 'marts', 'public', 'staging'].map((name) => ({ value: name, label: name }));

function Harness({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ComboBox
      label="Schema"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      emptyText="Nothing here"
    />
  );
}

describe('ComboBox', () => {
  it('filters its options as the user types, then shows them all again', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Schema' });
    await user.click(input);
    expect(await screen.findAllByRole('option')).toHaveLength(4);
    await user.type(input, 'MA');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['main', 'marts']);
    await user.click(screen.getByRole('option', { name: 'marts' }));
    expect(onChange).toHaveBeenCalledWith('marts');
    expect(input).toHaveValue('marts');
    await user.click(screen.getByRole('button', { name: /Schema/ }));
    expect(await screen.findAllByRole('option')).toHaveLength(4);
    await user.type(input, 'zzz');
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });

  it('matches without case or accents', () => {
    expect(matchesSearch('Café Sales', 'cafe')).toBe(true);
    expect(matchesSearch('sales', ' SAL ')).toBe(true);
    expect(matchesSearch('sales', 'x')).toBe(false);
  });
});
