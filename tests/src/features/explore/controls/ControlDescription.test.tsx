// A control's description: an (i) button named after the control whose tooltip reads the
// description on hover and on keyboard focus.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ControlDescription } from '../../../../../src/features/explore/controls/ControlDescription.tsx';
import { renderWithProviders } from '../../../testUtils.tsx';

describe('ControlDescription', () => {
  it('shows the description on hover and on keyboard focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ControlDescription label="Row limit" description="Limits the number of rows." />);
    const button = screen.getByRole('button', { name: 'Description of Row limit' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // A mouse user (react-aria opens tooltips on hover only after pointer interaction).
    await user.pointer({ keys: '[MouseLeft]', target: document.body });
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Limits the number of rows.');
    await user.unhover(button);
    await user.keyboard('{Escape}');
    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Limits the number of rows.');
  });
});
