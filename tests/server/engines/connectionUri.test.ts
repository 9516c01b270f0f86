import { describe, expect, it } from 'vitest';
import { PASSWORD_MASK } from '../../../server/engines/connectionUri.ts';
import type { EngineSpec } from '../../../server/engines/engineSpec.ts';
import { isEngineError } from '../../../server/engines/errors.ts';
import { ENGINE_SPECS, engineSpecByName, engineSpecForUri } from '../../../server/engines/registry.ts';

const spec = (name: string): EngineSpec => engineSpecByName(name)!;

describe('engine registry', () => {
  it('finds specs by backend, by scheme and by URI', () => {
    expect(ENGINE_SPECS.map((s) => [s.backend, s.engineName])).toEqual([
      ['duckdb', 'DuckDB'],
      ['postgresql', 'PostgreSQL'],
      ['mysql', 'MySQL'],
      ['sqlite', 'SQLite'],
    ]);
    expect(engineSpecByName('postgres')?.backend).toBe('postgresql');
    expect(engineSpecByName('MariaDB')?.backend).toBe('mysql');
    expect(engineSpecForUri('postgresql+psycopg2://u@h/db')?.backend).toBe('postgresql');
    expect(engineSpecForUri('mysql+pymysql://u@h/db')?.backend).toBe('mysql');
    expect(engineSpecForUri('duckdb:////data/x.duckdb')?.backend).toBe('duckdb');
    expect(engineSpecForUri('sqlite://')?.backend).toBe('sqlite');
    expect(engineSpecForUri('oracle://u@h/db')).toBeUndefined();
    expect(engineSpecForUri('not a uri')).toBeUndefined();
  });

  it('describes each engine as /api/v1/database/available/ lists it', () => {
    const postgres = spec('postgresql').describe();
    expect(postgres).toMatchObject({
      name: 'PostgreSQL',
      engine: 'postgresql',
      default_driver: 'psycopg2',
      sqlalchemy_uri_placeholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
      engine_information: { supports_dynamic_catalog: true },
    });
    expect(Object.keys((postgres.parameters as { properties: object }).properties)).toEqual([
      'host',
      'port',
      'database',
      'username',
      'password',
      'query',
      'encryption',
    ]);
    expect(spec('mysql').describe().sqlalchemy_uri_placeholder).toBe(
      'mysql://user:password@host:port/dbname[?key=value&key=value...]',
    );
    expect(spec('duckdb').describe().sqlalchemy_uri_placeholder).toBe('duckdb:///path/to/file.duckdb');
    expect(spec('sqlite').describe()).not.toHaveProperty('parameters');
    expect(spec('sqlite').describe().sqlalchemy_uri_placeholder).toBe('sqlite:///path/to/file.db');
    expect(ENGINE_SPECS.map((s) => s.supportsCatalogs)).toEqual([true, true, false, false]);
  });
});

describe('SQLAlchemy URIs', () => {
  it('parses server URIs with the password apart', () => {
    expect(
      spec('postgresql').parseUri(
        'postgresql+psycopg2://al%40ice:p%40ss%3Aw@db.example.com:5433/sales?sslmode=require&application_name=x',
      ),
    ).toEqual({
      settings: {
        backend: 'postgresql',
        driver: 'psycopg2',
        host: 'db.example.com',
        port: 5433,
        username: 'al@ice',
        database: 'sales',
        query: { sslmode: 'require', application_name: 'x' },
      },
      password: 'p@ss:w',
    });
    expect(spec('mysql').parseUri('mysql://root@[::1]/test').settings).toMatchObject({
      host: '::1',
      port: null,
    });
    expect(spec('mysql').parseUri('mariadb://u:@h/d').password).toBe('');
  });

  it('parses file URIs: relative after three slashes, absolute after four, memory', () => {
    expect(spec('sqlite').parseUri('sqlite:///relative/dir/x.db').settings.database).toBe(
      'relative/dir/x.db',
    );
    expect(spec('sqlite').parseUri('sqlite:////abs/dir/x.db').settings.database).toBe('/abs/dir/x.db');
    expect(spec('sqlite').parseUri('sqlite://').settings.database).toBeNull();
    expect(spec('duckdb').parseUri('duckdb:///:memory:').settings.database).toBe(':memory:');
    expect(
      spec('duckdb').parseUri('duckdb:////data/examples.duckdb?access_mode=read_only').settings,
    ).toMatchObject({
      database: '/data/examples.duckdb',
      query: { access_mode: 'read_only' },
    });
  });

  it('builds URIs back, with the password, without it, or masked', () => {
    const postgres = spec('postgresql');
    const uri = 'postgresql+psycopg2://al%40ice:p%40ss@db.example.com:5433/sales?sslmode=require';
    const { settings, password } = postgres.parseUri(uri);
    expect(postgres.buildUri(settings, { password })).toBe(uri);
    expect(postgres.buildUri(settings)).toBe(
      'postgresql+psycopg2://al%40ice@db.example.com:5433/sales?sslmode=require',
    );
    expect(postgres.buildUri(settings, { password, maskPassword: true })).toBe(
      `postgresql+psycopg2://al%40ice:${PASSWORD_MASK}@db.example.com:5433/sales?sslmode=require`,
    );
    const file = spec('duckdb').parseUri('duckdb:////data/my examples.duckdb');
    expect(spec('duckdb').buildUri(file.settings)).toBe('duckdb:////data/my%20examples.duckdb');
  });

  it('rejects what is not a URI of the engine', () => {
    for (const [name, uri] of [
      ['postgresql', 'not a uri'],
      ['postgresql', 'mysql://u@h/d'],
      ['mysql', 'mysql://u@h:99999/d'],
      ['mysql', 'mysql://u@h:port/d'],
    ] as const) {
      let error: unknown;
      try {
        spec(name).parseUri(uri);
      } catch (caught) {
        error = caught;
      }
      expect(isEngineError(error)).toBe(true);
    }
  });
});

describe('connection parameters', () => {
  it('turns Superset parameters into settings, encryption into the TLS options', () => {
    const parsed = spec('postgresql').fromParameters({
      host: 'db',
      port: 5432,
      database: 'sales',
      username: 'alice',
      password: 's3cret',
      query: { application_name: 'bi' },
      encryption: true,
    });
    expect(parsed).toEqual({
      settings: {
        backend: 'postgresql',
        driver: null,
        host: 'db',
        port: 5432,
        username: 'alice',
        database: 'sales',
        query: { application_name: 'bi', sslmode: 'require' },
      },
      password: 's3cret',
    });
    expect(spec('postgresql').toParameters(parsed.settings)).toEqual({
      host: 'db',
      port: 5432,
      database: 'sales',
      username: 'alice',
      query: { application_name: 'bi' },
      encryption: true,
    });
    expect(
      spec('mysql').fromParameters({ host: 'h', port: 3306, database: 'd', username: 'u', encryption: true })
        .settings.query,
    ).toEqual({
      ssl: '1',
    });
  });

  it('reports every missing parameter at once', () => {
    try {
      spec('mysql').fromParameters({ host: 'h' });
      expect.unreachable();
    } catch (error) {
      expect(isEngineError(error) && error.toPayload()).toMatchObject({
        error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
        message: 'One or more parameters are missing: port, database, username',
        extra: { missing: ['port', 'database', 'username'], issue_codes: [{ code: 1018 }] },
      });
    }
  });
});
