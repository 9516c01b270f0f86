import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption } from '../../../../src/components/Select/Select.tsx';
import { renderWithProviders } from '../../testUtils.tsx';

const OPTIONS: SelectOption[] = [
  { value: 'duckdb', label: 'DuckDB' },
  { value: 'sqlite', label: 'SQLite' },
  { value: 'postgresql', label: 'PostgreSQL', isDisabled: true },
];

function Harness({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      label="Engine"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('Select', () => {
  it('is labelled, shows a placeholder and picks an option', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Engine/ });
    expect(trigger).toHaveTextContent('Select…');
    await user.click(trigger);
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'PostgreSQL' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'SQLite' }));
    expect(onChange).toHaveBeenCalledWith('sqlite');
    expect(screen.getByRole('button', { name: /Engine/ })).toHaveTextContent('SQLite');
  });

  it('works from the keyboard', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('duckdb');
  });
});
