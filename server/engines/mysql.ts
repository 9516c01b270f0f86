// MySQL and MariaDB through mysql2 (URI schemes mysql:// and mariadb://). No catalogs: the
// schemas are the server's databases.
import { SERVER_PARAMETERS_SCHEMA } from './connectionParameters.ts';
import { defineEngineSpec } from './defineEngineSpec.ts';
import { MYSQL_ERROR_RULES, MYSQL_TIME_GRAINS, mysqlErrorLocation } from './mysql/mysqlDialect.ts';
import { MysqlPool } from './mysql/mysqlPool.ts';
import { sqlParserReadsOf } from './reads/sqlParserReads.ts';
import { quoteWithBackticks } from './selectStar.ts';

export const mysqlEngineSpec = defineEngineSpec({
  backend: 'mysql',
  engineName: 'MySQL',
  dialect: 'mysql',
  supportsCatalogs: false,
  uriSchemes: ['mysql', 'mariadb'],
  defaultDriver: 'mysqldb',
  sqlalchemyUriPlaceholder: 'mysql://user:password@host:port/dbname[?key=value&key=value...]',
  preferred: true,
  parameterRules: {
    backend: 'mysql',
    engineName: 'MySQL',
    encryptionQuery: { ssl: '1' },
    required: ['host', 'port', 'database', 'username'],
    defaultPort: 3306,
  },
  parametersSchema: SERVER_PARAMETERS_SCHEMA,
  errorRules: MYSQL_ERROR_RULES,
  errorLocation: mysqlErrorLocation,
  timeGrains: MYSQL_TIME_GRAINS,
  epoch: { seconds: 'FROM_UNIXTIME({col})' },
  quoteIdentifier: quoteWithBackticks,
  defaultPoolSize: 5,
  openPool: (spec, connection, poolSize) => new MysqlPool(spec, connection, poolSize),
  readsOf: async (statement) => sqlParserReadsOf(statement, 'MariaDB', 'MySQL'),
  caseSensitiveNames: true,
  // Superset's (server files, version) with the UDFs that run commands (lib_mysqludf_sys).
  disallowedFunctions: [
    'load_file',
    'version',
    'sys_exec',
    'sys_eval',
    'sys_get',
    'sys_set',
    'lib_mysqludf_sys_info',
  ],
});
