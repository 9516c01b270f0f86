import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeResponseError, timeoutError } from '../../../../src/api/normalizeError.ts';
import { loadCatalog } from '../../../../src/app/i18n/catalogs.ts';
import { ClientErrorMessage } from '../../../../src/components/ErrorPanel/ClientErrorMessage.tsx';
import { ErrorMessage } from '../../../../src/components/ErrorPanel/ErrorMessage.tsx';
import {
  getErrorRenderer,
  registerErrorRenderer,
  unregisterErrorRenderer,
} from '../../../../src/components/ErrorPanel/registry.ts';
import type { ErrorRendererProps, SupersetError } from '../../../../src/components/ErrorPanel/types.ts';
import { createTestServices, renderWithProviders } from '../../testUtils.tsx';

const dbError: SupersetError = {
  message: 'Catalog Error: Table with name nope does not exist!',
  error_type: 'TABLE_DOES_NOT_EXIST_ERROR',
  level: 'error',
  extra: {
    engine_name: 'DuckDB',
    issue_codes: [
      {
        code: 1003,
        message: 'There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.',
      },
    ],
    owners: ['Admin User', { first_name: 'Ada', last_name: 'Lovelace' }],
  },
};

function Custom({ error }: ErrorRendererProps) {
  return <p data-testid="custom">{error.message}</p>;
}

afterEach(() => {
  unregisterErrorRenderer('MARSHMALLOW_ERROR');
});

describe('error panel registry', () => {
  it('falls back to the generic box titled Unexpected error for an unregistered type', () => {
    renderWithProviders(
      <ErrorMessage
        error={{ message: 'Invalid payload', error_type: 'MARSHMALLOW_ERROR', level: 'error' }}
      />,
    );
    expect(getErrorRenderer('MARSHMALLOW_ERROR')).toBeUndefined();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unexpected error');
    expect(alert).toHaveTextContent('Invalid payload');
  });

  it('uses the renderer registered for the error type', () => {
    registerErrorRenderer('MARSHMALLOW_ERROR', Custom);
    renderWithProviders(
      <ErrorMessage
        error={{ message: 'Field is required', error_type: 'MARSHMALLOW_ERROR', level: 'error' }}
      />,
    );
    expect(screen.getByTestId('custom')).toHaveTextContent('Field is required');
    expect(screen.queryByText('Unexpected error')).not.toBeInTheDocument();
  });

  it('shows a message without a typed error, a Request Access link and a collapsible stack trace', async () => {
    renderWithProviders(
      <ErrorMessage
        message="Something broke"
        link="https://example.com/access"
        stackTrace={'Traceback\n  line 1'}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something broke');
    expect(screen.getByRole('link', { name: 'Request Access' })).toHaveAttribute(
      'href',
      'https://example.com/access',
    );
    const toggle = screen.getByRole('button', { name: 'Stack trace' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/Traceback/)).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Traceback/)).toBeVisible();
  });

  it('has no Request Access link and no stack trace unless given', () => {
    renderWithProviders(<ErrorMessage message="Plain" title="Custom title" />);
    expect(screen.getByText('Custom title')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stack trace' })).not.toBeInTheDocument();
  });
});

describe('registered renderers', () => {
  it('shows timeouts as "Queries are set to timeout after N seconds" with issue codes', () => {
    const error = timeoutError(45_000).errors![0]!;
    renderWithProviders(<ErrorMessage error={error} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Timeout error');
    expect(alert).toHaveTextContent('Queries are set to timeout after 45 seconds.');
    expect(alert).toHaveTextContent('Issue 1000 - The dataset is too large to query.');
    expect(alert).toHaveTextContent('Issue 1001 - The database is under an unusual load.');
  });

  it('shows database engine errors as "{engine} Error" with issue codes and owners', () => {
    renderWithProviders(<ErrorMessage error={dbError} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('DuckDB Error');
    expect(alert).toHaveTextContent('Catalog Error: Table with name nope does not exist!');
    expect(alert).toHaveTextContent('Issue 1003 - There is a syntax error in the SQL query.');
    expect(alert).toHaveTextContent('Admin User, Ada Lovelace');
  });

  it('shows a server issue message that carries its "Issue N -" prefix once', () => {
    const syntax: SupersetError = {
      ...dbError,
      extra: {
        engine_name: 'DuckDB',
        issue_codes: [{ code: 1030, message: 'Issue 1030 - The query has a syntax error.' }],
      },
    };
    renderWithProviders(<ErrorMessage error={syntax} />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent(/^Issue 1030 - The query has a syntax error\.$/);
  });

  it('names the engine "DB engine" when the error does not', () => {
    renderWithProviders(
      <ErrorMessage error={{ ...dbError, error_type: 'GENERIC_DB_ENGINE_ERROR', extra: {} }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('DB engine Error');
  });

  it('shows the line a syntax error points at, with a caret under its column, given the SQL', () => {
    const syntax: SupersetError = {
      message: 'Parser Error: syntax error at or near "FORM"',
      error_type: 'SYNTAX_ERROR',
      level: 'error',
      extra: { engine_name: 'DuckDB', line: 2, column: 3 },
    };
    renderWithProviders(<ErrorMessage error={syntax} sql={'SELECT 1\n  FORM sales'} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('DuckDB Error');
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('figcaption')).toHaveTextContent('Error at line 2');
    expect(figure.querySelector('pre')?.textContent).toBe('  FORM sales\n  ^');
  });

  it('shows no location without the SQL or a line', () => {
    renderWithProviders(<ErrorMessage error={{ ...dbError, error_type: 'SYNTAX_ERROR' }} sql="SELECT" />);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});

describe('ClientErrorMessage', () => {
  it('shows a ClientError with its typed renderer', () => {
    renderWithProviders(<ClientErrorMessage error={timeoutError(10_000)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Queries are set to timeout after 10 seconds.');
  });

  it('translates the messages the client made up, and shows server messages as sent', () => {
    const { unmount } = renderWithProviders(<ClientErrorMessage error={new TypeError('Failed to fetch')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    expect(screen.getByRole('alert')).not.toHaveTextContent('599');
    unmount();
    renderWithProviders(
      <ClientErrorMessage error={normalizeResponseError(500, { message: 'Boom', stack: 'trace' })} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected error: Boom');
    expect(screen.getByRole('button', { name: 'Stack trace' })).toBeInTheDocument();
  });

  it('shows the HTTP status and its translated text', async () => {
    await loadCatalog('fr');
    renderWithProviders(
      <ClientErrorMessage error={normalizeResponseError(403, { message: 'No access' })} />,
      createTestServices('fr'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('403 Interdit');
    expect(screen.getByRole('alert')).toHaveTextContent('No access');
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur inattendue');
  });
});
