import { describe, expect, it } from 'vitest';
import { ENGINE_SPECS } from '../../../../server/engines/registry.ts';
import { parsePort, readConnection } from '../../../../server/services/databases/connectionRequest.ts';
import { createEngineCatalog } from '../../../../server/services/databases/engineCatalog.ts';
import { LoupeError } from '../../../../server/services/shared/loupeError.ts';

const engines = createEngineCatalog(ENGINE_SPECS);

function failure(run: () => unknown): LoupeError {
  try {
    run();
  } catch (error) {
    if (error instanceof LoupeError) return error;
    throw error;
  }
  throw new Error('expected a LoupeError');
}

describe('reading the connection of a request', () => {
  it('reads a URI, its password apart, and the mask as "keep the stored one"', () => {
    const plain = readConnection(engines, { sqlalchemy_uri: 'postgresql://bob:pw@db.example:6543/sales' });
    expect(plain.spec.backend).toBe('postgresql');
    expect(plain.settings).toMatchObject({
      host: 'db.example',
      port: 6543,
      username: 'bob',
      database: 'sales',
    });
    expect(plain).toMatchObject({
      password: 'pw',
      passwordMasked: false,
      configurationMethod: 'sqlalchemy_form',
    });
    const masked = readConnection(engines, {
      sqlalchemy_uri: 'postgresql://bob:XXXXXXXXXX@db.example/sales',
    });
    expect(masked).toMatchObject({ password: null, passwordMasked: true });
  });

  it('builds from engine + parameters, the engine defaulting to the stored one', () => {
    const read = readConnection(
      engines,
      {
        configuration_method: 'dynamic_form',
        parameters: { host: 'h', port: '3307', database: 'd', username: 'u', password: 'p' },
      },
      'mysql',
    );
    expect(read.spec.backend).toBe('mysql');
    expect(read.settings).toMatchObject({ host: 'h', port: 3307, database: 'd', username: 'u' });
    expect(read.password).toBe('p');
  });

  it('reports bad input as Superset field messages', () => {
    expect(failure(() => readConnection(engines, {})).detail).toEqual({
      sqlalchemy_uri: ['Missing data for required field.'],
    });
    expect(
      failure(() => readConnection(engines, { configuration_method: 'dynamic_form', parameters: {} })).status,
    ).toBe(400);
    expect(failure(() => readConnection(engines, { sqlalchemy_uri: 'oracle://x@y/z' })).status).toBe(422);
    expect(
      failure(() =>
        readConnection(engines, {
          engine: 'postgresql',
          configuration_method: 'dynamic_form',
          parameters: { port: 'x' },
        }),
      ).detail,
    ).toEqual({ parameters: { port: ['Not a valid integer.'] } });
  });

  it('parses ports as Superset forms send them', () => {
    expect(parsePort(5432)).toBe(5432);
    expect(parsePort(' 5432 ')).toBe(5432);
    expect(parsePort('')).toBeNull();
    expect(parsePort(null)).toBeNull();
    expect(parsePort('54a')).toBe('invalid');
    expect(parsePort(1.5)).toBe('invalid');
  });
});
