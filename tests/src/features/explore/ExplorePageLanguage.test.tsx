// The explore page in another interface language: the chart types' control panel texts (viz
// catalog) are shown translated — gallery, sections, control labels and fixed choices — while
// dataset names stay as they are.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../src/app/i18n/catalogs.ts';
import fr from '../../../../src/app/i18n/viz/fr.json';
import { createTestServices, renderApp, signInAsAdmin } from '../../testUtils.tsx';

const french = fr as Record<string, string>;

describe('ExplorePage in French', () => {
  it('shows the control panel in French', async () => {
    for (const english of ['Bar Chart', 'Query', 'Row limit', 'Time Grain', 'Metrics', 'cannot be empty'])
      expect(french[english], english).not.toBe(english);
    await loadCatalog('fr');
    signInAsAdmin();
    renderApp(
      '/explore/?datasource_type=table&datasource_id=1&viz_type=echarts_timeseries_bar',
      createTestServices('fr'),
    );
    const controls = await screen.findByRole(
      'complementary',
      { name: 'Contrôles du graphique' },
      { timeout: 5000 },
    );
    expect(within(controls).getByRole('button', { name: french['Bar Chart'] })).toBeInTheDocument();
    expect(within(controls).getByText(french.Query!, { selector: 'summary' })).toBeInTheDocument();
    expect(within(controls).getByLabelText(french['Row limit']!)).toBeInTheDocument();
    expect(within(controls).queryByText('Row limit')).not.toBeInTheDocument();
    // The query is blocked, in French: the control's label and the validator's message.
    const chart = screen.getByRole('region', { name: 'Graphique' });
    expect(await within(chart).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      `Contrôle intitulé « ${french.Metrics} » : ${french['cannot be empty']}`,
    );
    // The dataset's own names are not translated.
    expect(screen.getByRole('complementary', { name: 'Jeu de données' })).toHaveTextContent('revenue');
  });
});
