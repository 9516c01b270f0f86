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
  openPool: (spec, connection, poolSize, fileAccess) =>
    new DuckDBPool(spec, connection, poolSize, fileAccess),
  readsOf: duckdbReadsOf,
  caseSensitiveNames: false,
  // SQL text run as a query hides what it reads from the access check, file access or not.
  disallowedFunctions: ['query', 'query_table'],
  fileFunctions: [
    'read_csv',
    'read_csv_auto',
    'sniff_csv',
    'read_text',
    'read_blob',
    'read_json',
    'read_json_auto',
    'read_json_objects',
    'read_json_objects_auto',
    'read_ndjson',
    'read_ndjson_auto',
    'read_ndjson_objects',
    'read_parquet',
    'parquet_scan',
    'parquet_metadata',
    'parquet_schema',
    'parquet_file_metadata',
    'parquet_kv_metadata',
    'parquet_bloom_probe',
    'read_xlsx',
    'read_duckdb',
    'glob',
    'iceberg_scan',
    'iceberg_metadata',
    'iceberg_snapshots',
    'delta_scan',
    'sqlite_scan',
    'sqlite_attach',
    'postgres_scan',
    'postgres_attach',
    'mysql_scan',
    'st_read',
    'load_aws_credentials',
  ],
});
