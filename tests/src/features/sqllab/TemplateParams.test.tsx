// 'Parameters' against the MSW handlers: invalid JSON is refused, valid JSON is kept on the tab
// (count badge) and sent with the run and the cost estimate.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordPosts, renderSqlLabAt, setSql } from './sqlLabRender.tsx';

async function typeParams(text: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Template parameters' });
  const area = within(dialog).getByRole('textbox', { name: 'Template parameters' });
  await userEvent.clear(area);
  await userEvent.click(area);
  await userEvent.paste(text);
  return dialog;
}

describe('Template parameters', () => {
  it('refuses invalid JSON, then applies valid JSON sent with the run and the estimate', async () => {
    const runs = recordPosts('/api/v1/sqllab/execute/');
    const estimates = recordPosts('/api/v1/sqllab/estimate/');
    renderSqlLabAt();
    await setSql("SELECT '{{ name }}' AS greeting");
    await userEvent.click(await screen.findByRole('button', { name: 'Parameters' }));

    let dialog = await typeParams('{"name": ');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid JSON');
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Parameters' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Parameters' }));
    dialog = await typeParams('{"name": "Loupe"}');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const button = await screen.findByRole('button', { name: 'Parameters (1 set)' });
    expect(button).toHaveTextContent('Parameters1');

    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(runs).toHaveLength(1));
    expect(runs[0]?.templateParams).toBe('{"name": "Loupe"}');

    await userEvent.click(screen.getByRole('button', { name: 'Estimate cost' }));
    await waitFor(() => expect(estimates).toHaveLength(1));
    expect(estimates[0]?.template_params).toEqual({ name: 'Loupe' });
  });

  it('refuses JSON that is not an object, and clears the parameters with an empty text', async () => {
    renderSqlLabAt();
    await setSql('SELECT 1');
    await userEvent.click(await screen.findByRole('button', { name: 'Parameters' }));
    let dialog = await typeParams('[1, 2]');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid JSON');
    dialog = await typeParams('{"a": 1, "b": 2}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Parameters (2 set)' }));
    dialog = await typeParams('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Parameters' })).toHaveTextContent(/^Parameters$/);
  });
});
