// PostgreSQL through node-postgres. Catalogs are the databases on the server.
import { SERVER_PARAMETERS_SCHEMA } from './connectionParameters.ts';
import { defineEngineSpec } from './defineEngineSpec.ts';
import {
  POSTGRES_ERROR_RULES,
  POSTGRES_TIME_GRAINS,
  postgresErrorLocation,
} from './postgres/postgresDialect.ts';
import { PostgresPool } from './postgres/postgresPool.ts';
import { postgresReadsOf } from './postgres/postgresReads.ts';
import { quoteWithDoubleQuotes } from './selectStar.ts';

export const postgresEngineSpec = defineEngineSpec({
  backend: 'postgresql',
  engineName: 'PostgreSQL',
  dialect: 'postgresql',
  supportsCatalogs: true,
  uriSchemes: ['postgresql', 'postgres'],
  defaultDriver: 'psycopg2',
  sqlalchemyUriPlaceholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
  preferred: true,
  parameterRules: {
    backend: 'postgresql',
    engineName: 'PostgreSQL',
    encryptionQuery: { sslmode: 'require' },
    required: ['host', 'port', 'database', 'username'],
    defaultPort: 5432,
  },
  parametersSchema: SERVER_PARAMETERS_SCHEMA,
  errorRules: POSTGRES_ERROR_RULES,
  errorLocation: postgresErrorLocation,
  timeGrains: POSTGRES_TIME_GRAINS,
  epoch: { seconds: "(TIMESTAMP 'epoch' + {col} * INTERVAL '1 second')" },
  quoteIdentifier: quoteWithDoubleQuotes,
  defaultPoolSize: 5,
  openPool: (spec, connection, poolSize) => new PostgresPool(spec, connection, poolSize),
  readsOf: postgresReadsOf,
  caseSensitiveNames: true,
});
