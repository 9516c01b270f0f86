import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from '../../../../src/components/Button/Button.tsx';
import { renderWithProviders } from '../../testUtils.tsx';

describe('Button', () => {
  it('presses', async () => {
    const onPress = vi.fn();
    renderWithProviders(<Button onPress={onPress}>Run query</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Run query' }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('has primary, secondary, danger and link variants in three sizes', () => {
    expect(BUTTON_VARIANTS).toEqual(['primary', 'secondary', 'danger', 'link']);
    expect(BUTTON_SIZES).toEqual(['small', 'medium', 'large']);
    renderWithProviders(
      <Button variant="danger" size="small">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveClass('loupe-button--danger', 'loupe-button--small');
    expect(button).toHaveAttribute('data-variant', 'danger');
  });

  it('defaults to a medium secondary button and does nothing when disabled', async () => {
    const onPress = vi.fn();
    renderWithProviders(
      <Button isDisabled onPress={onPress}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass('loupe-button--secondary', 'loupe-button--medium');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});
