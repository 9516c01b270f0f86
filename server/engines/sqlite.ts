// SQLite through better-sqlite3, in child processes. No catalogs; schemas are `main` and the
// attached databases. The file must exist (`?mode=ro` opens it read-only).
import { defineEngineSpec } from './defineEngineSpec.ts';
import { sqlParserReadsOf } from './reads/sqlParserReads.ts';
import { quoteWithDoubleQuotes } from './selectStar.ts';
import { SQLITE_ERROR_RULES, SQLITE_TIME_GRAINS } from './sqlite/sqliteDialect.ts';
import { SqlitePool } from './sqlite/sqlitePool.ts';

export const sqliteEngineSpec = defineEngineSpec({
  backend: 'sqlite',
  engineName: 'SQLite',
  dialect: 'sqlite',
  supportsCatalogs: false,
  uriSchemes: ['sqlite'],
  defaultDriver: 'pysqlite',
  sqlalchemyUriPlaceholder: 'sqlite:///path/to/file.db',
  preferred: false,
  parameterRules: {
    backend: 'sqlite',
    engineName: 'SQLite',
    encryptionQuery: {},
    required: ['database'],
    defaultPort: null,
  },
  parametersSchema: null,
  errorRules: SQLITE_ERROR_RULES,
  timeGrains: SQLITE_TIME_GRAINS,
  epoch: { seconds: "DATETIME({col}, 'unixepoch')" },
  quoteIdentifier: quoteWithDoubleQuotes,
  defaultPoolSize: 2,
  openPool: (spec, connection, poolSize) => new SqlitePool(spec, connection, poolSize),
  readsOf: async (statement) => sqlParserReadsOf(statement, 'Sqlite', 'SQLite'),
  caseSensitiveNames: false,
  // Superset's (extensions, build details) with the CLI's file functions (fileio, zipfile).
  disallowedFunctions: [
    'load_extension',
    'readfile',
    'writefile',
    'edit',
    'fts3_tokenizer',
    'zipfile',
    'sqlite_version',
    'sqlite_source_id',
    'sqlite_compileoption_used',
    'sqlite_compileoption_get',
  ],
});
