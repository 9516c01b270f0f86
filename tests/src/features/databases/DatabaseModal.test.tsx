import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockDatabases } from '../../../../mocks/databases.ts';
import { mockDatasets } from '../../../../mocks/datasets.ts';
import { MOCK_FILE_DATABASES_DIR } from '../../../../mocks/fixtures/engines.ts';
import { server } from '../../../../mocks/node.ts';
import {
  EMPTY_FORM,
  fieldErrorsFrom,
  savePayload,
} from '../../../../src/features/databases/modal/databaseForm.ts';
import { renderApp, signInAsAdmin } from '../../testUtils.tsx';

/** Records the JSON bodies the SPA sends to a path. */
function captureBodies(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === path && request.method !== 'GET')
      bodies.push(await request.clone().json());
  });
  return bodies;
}

async function openNewDatabase(user: UserEvent, engine = 'PostgreSQL') {
  renderApp('/databaseview/list/');
  await user.click(await screen.findByRole('button', { name: 'Add database' }));
  const dialog = await screen.findByRole('dialog', { name: 'Connect a database' });
  await user.click(within(dialog).getByRole('button', { name: /Database engine/ }));
  await user.click(await screen.findByRole('option', { name: engine }));
  return dialog;
}

describe('connecting a database', () => {
  it('by SQLAlchemy URI: tests the connection, connects, and lists it', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    const bodies = captureBodies('/api/v1/database/');
    const dialog = await openNewDatabase(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Display name/ }), 'warehouse');
    await user.click(within(dialog).getByRole('radio', { name: 'SQLAlchemy URI' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /SQLAlchemy URI/ }),
      'postgresql://loupe:secret@db.example:5432/warehouse',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connection looks good!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Database connected')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'warehouse' })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      database_name: 'warehouse',
      configuration_method: 'sqlalchemy_form',
      sqlalchemy_uri: 'postgresql://loupe:secret@db.example:5432/warehouse',
      expose_in_sqllab: true,
      allow_dml: false,
    });
    expect(mockDatabases.findByName('warehouse')?.sqlalchemy_uri).toBe(
      'postgresql://loupe:XXXXXXXXXX@db.example:5432/warehouse',
    );
    server.events.removeAllListeners();
  });

  it('by fields: validate_parameters marks the missing ones as required', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    const dialog = await openNewDatabase(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Host' }), 'db.example');
    await user.tab();
    await waitFor(() => expect(within(dialog).getAllByText('This is a required field')).toHaveLength(3));
    await user.type(within(dialog).getByRole('textbox', { name: 'Port' }), '5432');
    await user.type(within(dialog).getByRole('textbox', { name: 'Database name' }), 'warehouse');
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'loupe');
    await user.tab();
    await waitFor(() =>
      expect(within(dialog).queryByText('This is a required field')).not.toBeInTheDocument(),
    );
  });

  it('shows a refused connection as an error toast, and a taken name under the name field', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    const dialog = await openNewDatabase(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Display name/ }), 'examples');
    await user.click(within(dialog).getByRole('radio', { name: 'SQLAlchemy URI' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /SQLAlchemy URI/ }),
      'postgresql://loupe:wrong@db.example/x',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(
      await screen.findByText('Either the username "loupe" or the password is incorrect.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(
      await within(dialog).findByText('A database with the same name already exists.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends the SQL Lab settings', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    const bodies = captureBodies('/api/v1/database/');
    const dialog = await openNewDatabase(user, 'DuckDB');
    await user.type(within(dialog).getByRole('textbox', { name: /Display name/ }), 'local duck');
    await user.type(within(dialog).getByRole('textbox', { name: 'Database file' }), '/data/local.duckdb');
    for (const name of [
      'Expose database in SQL Lab',
      'Asynchronous query execution',
      'Allow DML',
      'Allow changing catalogs',
      'Disable SQL Lab data preview queries',
    ]) {
      await user.click(within(dialog).getByRole('checkbox', { name }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Database connected')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      database_name: 'local duck',
      configuration_method: 'dynamic_form',
      engine: 'duckdb',
      parameters: { database: '/data/local.duckdb' },
      expose_in_sqllab: false,
      allow_run_async: true,
      allow_dml: true,
      allow_multi_catalog: true,
      disable_data_preview: true,
      allow_file_access: false,
    });
    server.events.removeAllListeners();
  });

  it('keeps file access off unless asked, and says what it allows', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    const bodies = captureBodies('/api/v1/database/');
    const dialog = await openNewDatabase(user, 'DuckDB');
    await user.type(within(dialog).getByRole('textbox', { name: /Display name/ }), 'open duck');
    await user.type(within(dialog).getByRole('textbox', { name: 'Database file' }), '/data/open.duckdb');
    const fileAccess = within(dialog).getByRole('checkbox', { name: 'Allow file access' });
    expect(fileAccess).not.toBeChecked();
    expect(fileAccess).toHaveAccessibleDescription(
      "SQL on this database may read and write files on the server (file functions such as read_csv, ATTACH, COPY, extensions). Leave it off unless everyone who queries this database may see the server's files.",
    );
    await user.click(fileAccess);
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Database connected')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ database_name: 'open duck', allow_file_access: true });
    server.events.removeAllListeners();
  });
});

describe('file engines', () => {
  it('name the server directory database files must be in, by fields and by URI', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    const dialog = await openNewDatabase(user, 'SQLite');
    const hint = `For security, database files can only be opened from ${MOCK_FILE_DATABASES_DIR} on the server.`;
    expect(within(dialog).getByRole('textbox', { name: 'Database file' })).toHaveAccessibleDescription(hint);
    await user.click(within(dialog).getByRole('radio', { name: 'SQLAlchemy URI' }));
    expect(within(dialog).getByRole('textbox', { name: /SQLAlchemy URI/ })).toHaveAccessibleDescription(
      `The connection string, with the password if the database needs one. ${hint}`,
    );
  });

  it('say nothing of files for server engines', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    const dialog = await openNewDatabase(user, 'PostgreSQL');
    expect(within(dialog).queryByText(/database files can only be opened/)).not.toBeInTheDocument();
  });
});

describe('editing and deleting a database', () => {
  it('loads the database with its masked URI and saves changed settings', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    const bodies = captureBodies('/api/v1/database/1');
    renderApp('/databaseview/list/');
    await user.click(await screen.findByRole('button', { name: 'Edit examples' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit database' });
    expect(await within(dialog).findByRole('textbox', { name: /Display name/ })).toHaveValue('examples');
    await user.click(within(dialog).getByRole('radio', { name: 'SQLAlchemy URI' }));
    expect(within(dialog).getByRole('textbox', { name: /SQLAlchemy URI/ })).toHaveValue(
      'duckdb:////srv/loupe/data/examples.duckdb',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Allow DML' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Database settings updated')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ database_name: 'examples', allow_dml: true });
    expect(mockDatabases.find(1)?.allow_dml).toBe(true);
    server.events.removeAllListeners();
  });

  it('deletes after a confirmation', async () => {
    signInAsAdmin();
    // A database with datasets cannot be deleted: these are gone first.
    mockDatasets.remove(mockDatasets.all().map((dataset) => dataset.id));
    const user = userEvent.setup();
    renderApp('/databaseview/list/');
    await user.click(await screen.findByRole('button', { name: 'Delete examples' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete database?' });
    expect(dialog).toHaveTextContent('The database examples will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted: examples')).toBeInTheDocument();
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });

  it('reports a failed delete (a database with datasets)', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/databaseview/list/');
    await user.click(await screen.findByRole('button', { name: 'Delete examples' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'There was an issue deleting examples: Cannot delete a database that has datasets attached',
      ),
    ).toBeInTheDocument();
  });

  it('offers no changes without can_write on Database', async () => {
    signInAsAdmin();
    server.use(http.get('/api/v1/database/_info', () => HttpResponse.json({ permissions: ['can_read'] })));
    renderApp('/databaseview/list/');
    expect(await screen.findByRole('cell', { name: 'examples' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add database' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit examples' })).not.toBeInTheDocument();
  });
});

describe('the form model', () => {
  it('counts only the field error types unless the form is submitted (spec §5)', () => {
    const errors = [
      {
        message: 'missing',
        error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR' as const,
        level: 'warning' as const,
        extra: { missing: ['port'] },
      },
      {
        message: 'The port is closed.',
        error_type: 'CONNECTION_PORT_CLOSED_ERROR' as const,
        level: 'error' as const,
        extra: { invalid: ['port', 'host'] },
      },
      {
        message: 'Bad password',
        error_type: 'CONNECTION_ACCESS_DENIED_ERROR' as const,
        level: 'error' as const,
        extra: { invalid: ['password'] },
      },
    ];
    expect(fieldErrorsFrom(errors, false, 'required')).toEqual({
      port: 'required',
      password: 'Bad password',
    });
    expect(fieldErrorsFrom(errors, true, 'required')).toEqual({
      port: 'required',
      host: 'The port is closed.',
      password: 'Bad password',
    });
  });

  it('sends a numeric port as a number and leaves empty fields out', () => {
    const form = {
      ...EMPTY_FORM,
      engine: 'mysql',
      databaseName: ' db ',
      parameters: { host: ' h ', port: '3306', database: 'd', username: '', password: '' },
    };
    expect(savePayload(form)).toMatchObject({
      database_name: 'db',
      engine: 'mysql',
      parameters: { host: 'h', port: 3306, database: 'd' },
    });
  });
});
