// Schemas, catalogs, tables, table metadata, SELECT * and function names of the mock databases:
// the examples database answers with its real catalog, schema and tables; others are empty.
import { http } from 'msw';
import { decodeRison, RisonError } from '../../lib/rison.ts';
import { contractJson } from '../contract.ts';
import { mockDatabases } from '../databases.ts';
import { INVALID_RISON, validationError } from '../errors.ts';
import {
  EXAMPLES_CATALOG,
  EXAMPLES_FUNCTION_NAMES,
  EXAMPLES_SCHEMA,
  EXAMPLES_TABLES,
  examplesTableMetadata,
  selectStarSql,
} from '../fixtures/examplesTables.ts';
import { idOf, refusal } from './databaseRequests.ts';

const NOT_FOUND = { message: 'Not found' };

function rison(request: Request): Record<string, unknown> {
  const q = new URL(request.url).searchParams.get('q');
  if (!q) return {};
  const value = decodeRison(q);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new RisonError('not an object');
  return value as Record<string, unknown>;
}

function isExamples(id: number | null): boolean {
  return mockDatabases.find(id ?? -1)?.backend === 'duckdb';
}

function tableNotFound(table: string) {
  return {
    message: `The table "${table}" does not exist. A valid table must be used to run this query.`,
    errors: [
      {
        message: `The table "${table}" does not exist. A valid table must be used to run this query.`,
        error_type: 'TABLE_DOES_NOT_EXIST_ERROR' as const,
        level: 'error' as const,
        extra: { engine_name: 'DuckDB' },
      },
    ],
  };
}

export const databaseMetadataHandlers = [
  http.get('/api/v1/database/:pk/schemas/', ({ request, params }) => {
    const denied = refusal(request, 'can_read');
    if (denied) return contractJson('/api/v1/database/{pk}/schemas/', 'get', denied.status, denied.body);
    const id = idOf(params.pk);
    if (!mockDatabases.find(id ?? -1))
      return contractJson('/api/v1/database/{pk}/schemas/', 'get', 404, NOT_FOUND);
    try {
      rison(request);
    } catch {
      return contractJson('/api/v1/database/{pk}/schemas/', 'get', 400, INVALID_RISON);
    }
    return contractJson('/api/v1/database/{pk}/schemas/', 'get', 200, {
      result: isExamples(id) ? [EXAMPLES_SCHEMA] : ['public'],
    });
  }),

  http.get('/api/v1/database/:pk/catalogs/', ({ request, params }) => {
    const denied = refusal(request, 'can_read');
    if (denied) return contractJson('/api/v1/database/{pk}/catalogs/', 'get', denied.status, denied.body);
    const id = idOf(params.pk);
    if (!mockDatabases.find(id ?? -1))
      return contractJson('/api/v1/database/{pk}/catalogs/', 'get', 404, NOT_FOUND);
    return contractJson('/api/v1/database/{pk}/catalogs/', 'get', 200, {
      result: isExamples(id) ? [EXAMPLES_CATALOG] : [],
    });
  }),

  http.get('/api/v1/database/:pk/tables/', ({ request, params }) => {
    const denied = refusal(request, 'can_read');
    if (denied) return contractJson('/api/v1/database/{pk}/tables/', 'get', denied.status, denied.body);
    const id = idOf(params.pk);
    if (!mockDatabases.find(id ?? -1))
      return contractJson('/api/v1/database/{pk}/tables/', 'get', 404, NOT_FOUND);
    let q: Record<string, unknown>;
    try {
      q = rison(request);
    } catch {
      return contractJson('/api/v1/database/{pk}/tables/', 'get', 400, INVALID_RISON);
    }
    if (typeof q.schema_name !== 'string') {
      return contractJson(
        '/api/v1/database/{pk}/tables/',
        'get',
        400,
        validationError('q', ['Missing data for required field.']),
      );
    }
    const names = isExamples(id) && q.schema_name === EXAMPLES_SCHEMA ? EXAMPLES_TABLES : [];
    return contractJson('/api/v1/database/{pk}/tables/', 'get', 200, {
      count: names.length,
      result: names.map((value) => ({ value, type: 'table' as const })),
    });
  }),

  http.get('/api/v1/database/:pk/table_metadata/', ({ request, params }) => {
    const denied = refusal(request, 'can_read');
    if (denied)
      return contractJson('/api/v1/database/{pk}/table_metadata/', 'get', denied.status, denied.body);
    const id = idOf(params.pk);
    if (!mockDatabases.find(id ?? -1))
      return contractJson('/api/v1/database/{pk}/table_metadata/', 'get', 404, NOT_FOUND);
    const search = new URL(request.url).searchParams;
    const name = search.get('name');
    if (!name) {
      return contractJson(
        '/api/v1/database/{pk}/table_metadata/',
        'get',
        400,
        validationError('name', ['Missing data for required field.']),
      );
    }
    const metadata = isExamples(id)
      ? examplesTableMetadata(name, search.get('schema') || EXAMPLES_SCHEMA)
      : undefined;
    if (!metadata)
      return contractJson('/api/v1/database/{pk}/table_metadata/', 'get', 404, tableNotFound(name));
    return contractJson('/api/v1/database/{pk}/table_metadata/', 'get', 200, metadata);
  }),

  http.get('/api/v1/database/:pk/table_metadata/extra/', ({ request, params }) => {
    const denied = refusal(request, 'can_read');
    if (denied)
      return contractJson('/api/v1/database/{pk}/table_metadata/extra/', 'get', denied.status, denied.body);
    if (!mockDatabases.find(idOf(params.pk) ?? -1)) {
      return contractJson('/api/v1/database/{pk}/table_metadata/extra/', 'get', 404, NOT_FOUND);
    }
    if (!new URL(request.url).searchParams.get('name')) {
      return contractJson(
        '/api/v1/database/{pk}/table_metadata/extra/',
        'get',
        400,
        validationError('name', ['Missing data for required field.']),
      );
    }
    return contractJson('/api/v1/database/{pk}/table_metadata/extra/', 'get', 200, {});
  }),

  http.get('/api/v1/database/:pk/select_star/:table_name/', ({ request, params }) => {
    const denied = refusal(request, 'can_read');
    if (denied)
      return contractJson(
        '/api/v1/database/{pk}/select_star/{table_name}/',
        'get',
        denied.status,
        denied.body,
      );
    if (!mockDatabases.find(idOf(params.pk) ?? -1)) {
      return contractJson('/api/v1/database/{pk}/select_star/{table_name}/', 'get', 404, NOT_FOUND);
    }
    return contractJson('/api/v1/database/{pk}/select_star/{table_name}/', 'get', 200, {
      result: selectStarSql(String(params.table_name), null),
    });
  }),

  http.get('/api/v1/database/:pk/select_star/:table_name/:schema_name/', ({ request, params }) => {
    const path = '/api/v1/database/{pk}/select_star/{table_name}/{schema_name}/' as const;
    const denied = refusal(request, 'can_read');
    if (denied) return contractJson(path, 'get', denied.status, denied.body);
    if (!mockDatabases.find(idOf(params.pk) ?? -1)) return contractJson(path, 'get', 404, NOT_FOUND);
    return contractJson(path, 'get', 200, {
      result: selectStarSql(String(params.table_name), String(params.schema_name)),
    });
  }),

  http.get('/api/v1/database/:pk/function_names/', ({ request, params }) => {
    const denied = refusal(request, 'can_read');
    if (denied)
      return contractJson('/api/v1/database/{pk}/function_names/', 'get', denied.status, denied.body);
    const id = idOf(params.pk);
    if (!mockDatabases.find(id ?? -1))
      return contractJson('/api/v1/database/{pk}/function_names/', 'get', 404, NOT_FOUND);
    return contractJson('/api/v1/database/{pk}/function_names/', 'get', 200, {
      function_names: EXAMPLES_FUNCTION_NAMES,
    });
  }),
];
