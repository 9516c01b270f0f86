// POST /api/v1/database/{pk}/validate_sql/ without an engine: a simple rule stands in for the
// engine's EXPLAIN — SQL containing `SELEC ` or unbalanced parentheses gets one annotation (on
// the first offending line); anything else is valid.
import { http } from 'msw';
import { contractJson } from '../contract.ts';
import { mockDatabases } from '../databases.ts';
import { validationError } from '../errors.ts';
import { readBody } from './auth.ts';
import { idOf, refusal } from './databaseRequests.ts';

const PATH = '/api/v1/database/{pk}/validate_sql/';

interface Annotation {
  line_number: number;
  start_column: number | null;
  end_column: number | null;
  message: string;
}

/** The mock's one annotation for the SQL, or none. */
export function mockSqlAnnotations(sql: string): Annotation[] {
  const lines = sql.split('\n');
  const typo = lines.findIndex((line) => line.includes('SELEC '));
  if (typo >= 0) {
    const column = lines[typo]!.indexOf('SELEC ') + 1;
    return [
      {
        line_number: typo + 1,
        start_column: column,
        end_column: column + 4,
        message: 'Parser Error: syntax error at or near "SELEC"',
      },
    ];
  }
  let depth = 0;
  for (const [index, line] of lines.entries()) {
    for (const char of line) {
      if (char === '(') depth += 1;
      else if (char === ')') depth -= 1;
      if (depth < 0) {
        return [
          { line_number: index + 1, start_column: null, end_column: null, message: 'Unbalanced parentheses' },
        ];
      }
    }
  }
  if (depth > 0) {
    return [
      { line_number: lines.length, start_column: null, end_column: null, message: 'Unbalanced parentheses' },
    ];
  }
  return [];
}

export const databaseValidateSqlHandlers = [
  http.post('/api/v1/database/:pk/validate_sql/', async ({ request, params }) => {
    const denied = refusal(request, 'can_read');
    if (denied) return contractJson(PATH, 'post', denied.status, denied.body);
    if (!mockDatabases.find(idOf(params.pk) ?? -1))
      return contractJson(PATH, 'post', 404, { message: 'Not found' });
    const body = await readBody(request);
    if (typeof body?.sql !== 'string') {
      return contractJson(PATH, 'post', 400, validationError('sql', ['Missing data for required field.']));
    }
    return contractJson(PATH, 'post', 200, { result: mockSqlAnnotations(body.sql) });
  }),
];
