// DuckDB: a database file (or :memory:) in this process. Catalogs are the attached databases
// (ATTACH '…' AS name); schemas live in each catalog.
import { FILE_PARAMETERS_SCHEMA } from './connectionParameters.ts';
import { defineEngineSpec } from './defineEngineSpec.ts';
import { DUCKDB_ERROR_RULES, DUCKDB_TIME_GRAINS, duckdbErrorLocation } from './duckdb/duckdbDialect.ts';
import { DuckDBPool } from './duckdb/duckdbPool.ts';
import { duckdbReadsOf } from './duckdb/duckdbReads.ts';
import { quoteWithDoubleQuotes } from './selectStar.ts';

export const duckdbEngineSpec = defineEngineSpec({
  backend: 'duckdb',
  engineName: 'DuckDB',
  dialect: 'duckdb',
  supportsCatalogs: true,
  uriSchemes: ['duckdb'],
  defaultDriver: 'duckdb_engine',
  sqlalchemyUriPlaceholder: 'duckdb:///path/to/file.duckdb',
  preferred: true,
  parameterRules: {
    backend: 'duckdb',
    engineName: 'DuckDB',
    encryptionQuery: {},
    required: ['database'],
    defaultPort: null,
  },
  parametersSchema: FILE_PARAMETERS_SCHEMA,
  errorRules: DUCKDB_ERROR_RULES,
  errorLocation: (error) => (error instanceof Error ? duckdbErrorLocation(error.message) : null),
  timeGrains: DUCKDB_TIME_GRAINS,
  // Superset's DuckDB spec copies SQLite's datetime({col}, 'unixepoch'), which DuckDB lacks:
  // its own functions instead, exact for INTEGER and BIGINT columns (no INT32 overflow).
  epoch: {
    seconds: 'MAKE_TIMESTAMP(CAST(CAST({col} AS DOUBLE) * 1000000 AS BIGINT))',
    milliseconds: 'EPOCH_MS(CAST({col} AS BIGINT))',
  },
  quoteIdentifier: quoteWithDoubleQuotes,
  defaultPoolSize: 4,
  openPool: (spec, connection, poolSize) => new DuckDBPool(spec, connection, poolSize),
  readsOf: duckdbReadsOf,
  caseSensitiveNames: false,
});
