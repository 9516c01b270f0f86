import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { decodeRison } from '../../../../lib/rison.ts';
import { EXAMPLES_DATABASE } from '../../../../mocks/fixtures/databases.ts';
import { server } from '../../../../mocks/node.ts';
import {
  DatabaseSelector,
  type SelectedDatabase,
} from '../../../../src/components/DatabaseSelector/DatabaseSelector.tsx';
import { renderWithProviders, signInAsAdmin } from '../../testUtils.tsx';

interface HarnessProps {
  initialDb?: SelectedDatabase | null;
  sqlLabMode?: boolean;
  onChange?: (state: { db: number | null; catalog: string | null; schema: string | null }) => void;
}

function Harness({ initialDb = null, sqlLabMode = true, onChange }: HarnessProps) {
  const [db, setDb] = useState<SelectedDatabase | null>(initialDb);
  const [catalog, setCatalog] = useState<string | null>(null);
  const [schema, setSchema] = useState<string | null>(null);
  onChange?.({ db: db?.id ?? null, catalog, schema });
  return (
    <DatabaseSelector
      db={db}
      catalog={catalog}
      schema={schema}
      sqlLabMode={sqlLabMode}
      onDbChange={setDb}
      onCatalogChange={setCatalog}
      onSchemaChange={setSchema}
    />
  );
}

/** The rison `q` of every request to a path, decoded. */
function captureQueries(path: string): unknown[] {
  const queries: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) queries.push(decodeRison(url.searchParams.get('q') ?? '()'));
  });
  return queries;
}

const MULTI = { ...EXAMPLES_DATABASE, allow_multi_catalog: true };

describe('DatabaseSelector', () => {
  it('lists databases exposed in SQL Lab by name, paged on the server, and picks one', async () => {
    signInAsAdmin();
    const queries = captureQueries('/api/v1/database/');
    const states: Array<{ db: number | null; schema: string | null }> = [];
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={(state) => states.push(state)} />);
    await user.click(screen.getByRole('combobox', { name: 'Database' }));
    await user.click(await screen.findByRole('option', { name: /examples/ }));
    await waitFor(() => expect(states.at(-1)).toMatchObject({ db: 1, schema: 'main' }));
    expect(queries[0]).toEqual({
      order_column: 'database_name',
      order_direction: 'asc',
      page: 0,
      page_size: 100,
      filters: [
        { col: 'database_name', opr: 'ct', value: '' },
        { col: 'expose_in_sqllab', opr: 'eq', value: true },
      ],
    });
    expect(screen.queryByRole('combobox', { name: 'Catalog' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Schema' })).toHaveValue('main');
    server.events.removeAllListeners();
  });

  it('searches by name on the server and loads the next page at the end of the list', async () => {
    signInAsAdmin();
    const queries: Array<{ page: number; filters: Array<{ value: unknown }> }> = [];
    const many = Array.from({ length: 150 }, (_, i) => ({
      ...EXAMPLES_DATABASE,
      id: i + 1,
      database_name: `db${String(i).padStart(3, '0')}`,
    }));
    server.use(
      http.get('/api/v1/database/', ({ request }) => {
        const q = decodeRison(
          new URL(request.url).searchParams.get('q') ?? '()',
        ) as (typeof queries)[number] & {
          page_size: number;
        };
        queries.push(q);
        const matching = many.filter((d) => d.database_name.includes(String(q.filters[0]?.value ?? '')));
        const rows = matching.slice(q.page * q.page_size, (q.page + 1) * q.page_size);
        return HttpResponse.json({ count: matching.length, ids: rows.map((r) => r.id), result: rows });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<Harness sqlLabMode={false} />);
    await user.click(screen.getByRole('combobox', { name: 'Database' }));
    expect(await screen.findAllByRole('option')).toHaveLength(100);
    expect(queries[0]?.filters).toEqual([{ col: 'database_name', opr: 'ct', value: '' }]);
    fireEvent.scroll(screen.getByRole('listbox'));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(150));
    expect(queries.map((q) => q.page)).toEqual([0, 1]);
    await user.type(screen.getByRole('combobox', { name: 'Database' }), 'db14');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10), { timeout: 2000 });
    expect(queries.at(-1)?.filters[0]?.value).toBe('db14');
  });

  it('offers catalogs only when the database allows multiple catalogs, and picks the only one', async () => {
    signInAsAdmin();
    const schemaQueries = captureQueries('/api/v1/database/1/schemas/');
    const states: Array<{ catalog: string | null; schema: string | null }> = [];
    renderWithProviders(<Harness initialDb={MULTI} onChange={(state) => states.push(state)} />);
    expect(await screen.findByRole('combobox', { name: 'Catalog' })).toBeInTheDocument();
    await waitFor(() => expect(states.at(-1)).toEqual({ db: 1, catalog: 'examples', schema: 'main' }));
    expect(schemaQueries).toContainEqual({ force: false, catalog: 'examples' });
    server.events.removeAllListeners();
  });

  it("refreshes a list with force and says 'List refreshed'", async () => {
    signInAsAdmin();
    const schemaQueries = captureQueries('/api/v1/database/1/schemas/');
    const catalogQueries = captureQueries('/api/v1/database/1/catalogs/');
    const user = userEvent.setup();
    renderWithProviders(<Harness initialDb={MULTI} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Schema' })).toHaveValue('main'));
    await user.click(screen.getByRole('button', { name: 'Force refresh schema list' }));
    expect(await screen.findByText('List refreshed')).toBeInTheDocument();
    expect(schemaQueries.at(-1)).toEqual({ force: true, catalog: 'examples' });
    await user.click(screen.getByRole('button', { name: 'Force refresh catalog list' }));
    await waitFor(() => expect(catalogQueries.at(-1)).toEqual({ force: true }));
    server.events.removeAllListeners();
  });

  it('reports schema and catalog errors with the spec’s toasts', async () => {
    signInAsAdmin();
    const failure = () => HttpResponse.json({ message: 'Connection refused' }, { status: 422 });
    server.use(
      http.get('/api/v1/database/:pk/schemas/', failure),
      http.get('/api/v1/database/:pk/catalogs/', failure),
    );
    renderWithProviders(<Harness initialDb={MULTI} />);
    expect(await screen.findByText('There was an error loading the catalogs')).toBeInTheDocument();
    expect(await screen.findByText('There was an error loading the schemas')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Force refresh schema list' }));
    await waitFor(() =>
      expect(screen.getAllByText('There was an error loading the schemas')).toHaveLength(2),
    );
  });

  it('says when no catalog or schema is compatible', async () => {
    signInAsAdmin();
    const empty = () => HttpResponse.json({ result: [] });
    server.use(
      http.get('/api/v1/database/:pk/schemas/', empty),
      http.get('/api/v1/database/:pk/catalogs/', empty),
    );
    const user = userEvent.setup();
    renderWithProviders(<Harness initialDb={MULTI} />);
    await user.click(await screen.findByRole('combobox', { name: 'Catalog' }));
    expect(await screen.findByText('No compatible catalog found')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Schema' }));
    expect(await screen.findByText('No compatible schema found')).toBeInTheDocument();
  });

  it('clears the catalog and schema when the database changes', async () => {
    signInAsAdmin();
    const onCatalogChange = vi.fn();
    const onSchemaChange = vi.fn();
    const onDbChange = vi.fn();
    const user = userEvent.setup();
    server.use(
      http.get('/api/v1/database/', () =>
        HttpResponse.json({
          count: 2,
          ids: [1, 2],
          result: [EXAMPLES_DATABASE, { ...EXAMPLES_DATABASE, id: 2, database_name: 'other' }],
        }),
      ),
    );
    renderWithProviders(
      <DatabaseSelector
        db={EXAMPLES_DATABASE}
        schema="main"
        onDbChange={onDbChange}
        onCatalogChange={onCatalogChange}
        onSchemaChange={onSchemaChange}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Database' }));
    await user.click(await screen.findByRole('option', { name: /other/ }));
    expect(onDbChange).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    expect(onCatalogChange).toHaveBeenCalledWith(null);
    expect(onSchemaChange).toHaveBeenCalledWith(null);
  });
});
