// PostgreSQL column types as Superset shows them (SQLAlchemy's compiled type names).
import { describe, expect, it } from 'vitest';
import { genericTypeOf } from '../../../../server/engines/genericTypes.ts';
import { postgresDeclaredType } from '../../../../server/engines/postgres/postgresValues.ts';

describe('postgresDeclaredType', () => {
  it.each([
    ['integer', 'INTEGER', 0],
    ['numeric(10,2)', 'NUMERIC(10, 2)', 0],
    ['double precision', 'DOUBLE PRECISION', 0],
    ['character varying(50)', 'VARCHAR(50)', 1],
    ['character varying', 'VARCHAR', 1],
    ['character(1)', 'CHAR(1)', 1],
    ['text', 'TEXT', 1],
    ['timestamp without time zone', 'TIMESTAMP WITHOUT TIME ZONE', 2],
    ['timestamp(3) with time zone', 'TIMESTAMP(3) WITH TIME ZONE', 2],
    ['date', 'DATE', 2],
    ['boolean', 'BOOLEAN', 3],
    ['integer[]', 'INTEGER[]', null],
    ['"Mood"', '"Mood"', null],
  ])('%s → %s', (formatted, shown, generic) => {
    expect(postgresDeclaredType(formatted)).toBe(shown);
    expect(genericTypeOf(postgresDeclaredType(formatted))).toBe(generic);
  });
});
