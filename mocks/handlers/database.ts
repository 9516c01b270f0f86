// GET /api/v1/database/ (rison q: filters, order, paging on the fixtures) and its _info.
import { http } from 'msw';
import { decodeRison, RisonError } from '../../lib/rison.ts';
import { contractJson } from '../contract.ts';
import { INVALID_RISON, NOT_AUTHORIZED, validationError } from '../errors.ts';
import { DATABASES } from '../fixtures/databases.ts';
import { permissionsOn } from '../fixtures/roles.ts';
import { applyListQuery, ListQueryError, parseListQuery } from '../listQuery.ts';
import { callerOf } from './auth.ts';

/** Columns a database list may filter and order on. */
export const DATABASE_LIST_COLUMNS = [
  'id',
  'database_name',
  'backend',
  'expose_in_sqllab',
  'allow_run_async',
  'allow_dml',
  'allow_file_upload',
  'changed_on',
] as const;

const SEARCH_FILTERS = {
  database_name: [
    { name: 'Starts with', operator: 'sw' },
    { name: 'Ends with', operator: 'ew' },
    { name: 'Contains', operator: 'ct' },
    { name: 'Equal to', operator: 'eq' },
    { name: 'Not Starts With', operator: 'nsw' },
    { name: 'Not Ends With', operator: 'new' },
    { name: 'Not Contains', operator: 'nct' },
    { name: 'Not Equal to', operator: 'neq' },
  ],
  expose_in_sqllab: [
    { name: 'Equal to', operator: 'eq' },
    { name: 'Not Equal to', operator: 'neq' },
  ],
};

export const databaseHandlers = [
  http.get('/api/v1/database/', ({ request }) => {
    const account = callerOf(request);
    if (!account) return contractJson('/api/v1/database/', 'get', 401, NOT_AUTHORIZED);
    if (!permissionsOn('Database', account.roles).includes('can_read')) {
      return contractJson('/api/v1/database/', 'get', 403, {
        message: 'Forbidden: can_read on Database is required',
      });
    }
    try {
      const query = parseListQuery(new URL(request.url).searchParams.get('q'));
      const { count, rows } = applyListQuery(DATABASES, query, DATABASE_LIST_COLUMNS);
      return contractJson('/api/v1/database/', 'get', 200, {
        count,
        ids: rows.map((row) => row.id),
        result: rows,
      });
    } catch (error) {
      if (error instanceof RisonError) return contractJson('/api/v1/database/', 'get', 400, INVALID_RISON);
      if (error instanceof ListQueryError) {
        return contractJson('/api/v1/database/', 'get', 400, validationError(error.field, [error.message]));
      }
      throw error;
    }
  }),

  http.get('/api/v1/database/_info', ({ request }) => {
    const account = callerOf(request);
    if (!account) return contractJson('/api/v1/database/_info', 'get', 401, NOT_AUTHORIZED);
    const q = new URL(request.url).searchParams.get('q');
    let keys: unknown = ['permissions', 'filters'];
    if (q) {
      try {
        const decoded = decodeRison(q);
        keys = typeof decoded === 'object' && decoded !== null && 'keys' in decoded ? decoded.keys : keys;
      } catch {
        return contractJson('/api/v1/database/_info', 'get', 400, INVALID_RISON);
      }
    }
    if (!Array.isArray(keys)) {
      return contractJson(
        '/api/v1/database/_info',
        'get',
        400,
        validationError('keys', ['Not a valid list.']),
      );
    }
    return contractJson('/api/v1/database/_info', 'get', 200, {
      ...(keys.includes('permissions') ? { permissions: permissionsOn('Database', account.roles) } : {}),
      ...(keys.includes('filters') ? { filters: SEARCH_FILTERS } : {}),
    });
  }),
];
