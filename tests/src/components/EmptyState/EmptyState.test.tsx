import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from '../../../../src/components/EmptyState/EmptyState.tsx';
import { EMPTY_STATE_IMAGE_HEIGHT } from '../../../../src/components/EmptyState/emptyStateSizes.ts';
import { renderWithProviders } from '../../testUtils.tsx';

describe('EmptyState', () => {
  it('has the default title and description', () => {
    renderWithProviders(<EmptyState />);
    expect(screen.getByRole('heading', { name: 'No results' })).toBeInTheDocument();
    expect(screen.getByText('There is currently no information to display.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('draws its image 50, 80 or 150 px high by size', () => {
    expect(EMPTY_STATE_IMAGE_HEIGHT).toEqual({ small: 50, medium: 80, large: 150 });
    for (const [size, height] of [
      ['small', 50],
      ['medium', 80],
      ['large', 150],
    ] as const) {
      const { unmount } = renderWithProviders(<EmptyState size={size} />);
      expect(screen.getByTestId('empty-state-image')).toHaveAttribute('height', String(height));
      unmount();
    }
  });

  it('shows a custom title, description and action button', async () => {
    const action = vi.fn();
    renderWithProviders(
      <EmptyState
        title="No Data"
        description="Nothing here yet."
        buttonText="Create one"
        buttonAction={action}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No Data' })).toBeInTheDocument();
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create one' }));
    expect(action).toHaveBeenCalledOnce();
  });
});
