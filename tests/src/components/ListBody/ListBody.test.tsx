// The list page body's states: error without data, loading, filtered empty (with clear), empty,
// rows.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListBody, type ListBodyProps } from '../../../../src/components/ListBody/ListBody.tsx';
import { renderWithProviders } from '../../testUtils.tsx';

const BASE: Omit<ListBodyProps, 'children'> = {
  error: null,
  hasData: true,
  loading: false,
  rowCount: 2,
  filtered: false,
  onClearFilters: () => {},
};

const show = (props: Partial<ListBodyProps>) =>
  renderWithProviders(
    <ListBody {...BASE} {...props}>
      <p>the rows</p>
    </ListBody>,
  );

describe('ListBody', () => {
  it('shows the rows', () => {
    show({});
    expect(screen.getByText('the rows')).toBeInTheDocument();
  });

  it('shows the error of a first load, not when data is there', () => {
    const { unmount } = show({ error: new Error('boom'), hasData: false });
    expect(screen.queryByText('the rows')).toBeNull();
    expect(screen.getByText(/boom/)).toBeInTheDocument();
    unmount();
    show({ error: new Error('boom') });
    expect(screen.getByText('the rows')).toBeInTheDocument();
  });

  it('offers to clear filters that hide every row, else shows the empty state', async () => {
    const onClearFilters = vi.fn();
    const { unmount } = show({ rowCount: 0, filtered: true, onClearFilters });
    expect(screen.getByText('No results match your filter criteria')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(onClearFilters).toHaveBeenCalled();
    unmount();
    show({ rowCount: 0, empty: <p>nothing saved yet</p> });
    expect(screen.getByText('nothing saved yet')).toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    show({ loading: true });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('the rows')).toBeNull();
  });
});
