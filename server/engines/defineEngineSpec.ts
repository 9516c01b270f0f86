// Builds an EngineSpec from what makes an engine different (names, URI scheme, parameters,
// error rules, time grains, quoting, how to open a pool); the rest is the same for all.
import { applyLimit, type SqlDialect } from '../../lib/sql/index.ts';
import {
  availableEngine,
  type ParameterRules,
  parametersFromSettings,
  settingsFromParameters,
} from './connectionParameters.ts';
import { buildSqlalchemyUri, invalidUri, parseSqlalchemyUri, uriScheme } from './connectionUri.ts';
import type { Backend, EngineConnection, EnginePool, EngineSpec } from './engineSpec.ts';
import { type ErrorContext, type ErrorLocation, type ErrorRule, mapErrorByRules } from './errorRules.ts';
import type { StatementReads } from './reads/statementReads.ts';
import { formatSelectStar } from './selectStar.ts';
import {
  type EpochTemplates,
  TIME_GRAINS,
  type TimeGrainTemplates,
  timestampExpression,
} from './timeGrains.ts';

export interface EngineDefinition {
  backend: Backend;
  engineName: string;
  dialect: SqlDialect;
  supportsCatalogs: boolean;
  uriSchemes: readonly string[];
  defaultDriver: string;
  sqlalchemyUriPlaceholder: string;
  /** Listed first among the engines Superset suggests. */
  preferred: boolean;
  parameterRules: ParameterRules;
  /** The JSON schema of `parameters` in /available/, or null when configured by URI only. */
  parametersSchema: Record<string, unknown> | null;
  errorRules: readonly ErrorRule[];
  /** Where a driver error points in the statement, when it says. */
  errorLocation?(error: unknown, context: ErrorContext): ErrorLocation | null;
  timeGrains: TimeGrainTemplates;
  /** Epoch seconds / milliseconds as a timestamp (Superset's epoch_to_dttm / epoch_ms_to_dttm). */
  epoch: EpochTemplates;
  quoteIdentifier(name: string): string;
  defaultPoolSize: number;
  openPool(spec: EngineSpec, connection: EngineConnection, poolSize: number, fileAccess: boolean): EnginePool;
  /** What one statement reads, by the engine's grammar (reads/statementReads.ts). */
  readsOf(statement: string): Promise<StatementReads>;
  /** Whether two table names differing only in case are different tables. */
  caseSensitiveNames: boolean;
  /** Functions people's SQL may not call (Superset's DISALLOWED_SQL_FUNCTIONS), lower case. */
  disallowedFunctions: readonly string[];
  /** Functions that reach the server's files: refused unless the database allows file access. */
  fileFunctions?: readonly string[];
}

export function defineEngineSpec(definition: EngineDefinition): EngineSpec {
  const spec: EngineSpec = {
    backend: definition.backend,
    engineName: definition.engineName,
    dialect: definition.dialect,
    supportsCatalogs: definition.supportsCatalogs,
    uriSchemes: definition.uriSchemes,
    defaultDriver: definition.defaultDriver,
    sqlalchemyUriPlaceholder: definition.sqlalchemyUriPlaceholder,
    timeGrains: TIME_GRAINS.map((grain) => grain.duration),

    describe: () =>
      availableEngine({
        name: definition.engineName,
        engine: definition.uriSchemes[0]!,
        driver: definition.defaultDriver,
        placeholder: definition.sqlalchemyUriPlaceholder,
        parameters: definition.parametersSchema,
        supportsCatalogs: definition.supportsCatalogs,
        preferred: definition.preferred,
      }),
    parseUri: (uri) => {
      const scheme = uriScheme(uri);
      if (scheme === null || !definition.uriSchemes.includes(scheme)) throw invalidUri(definition.engineName);
      return parseSqlalchemyUri(uri, definition.backend, definition.engineName);
    },
    buildUri: (settings, options) => buildSqlalchemyUri(definition.uriSchemes[0]!, settings, options),
    fromParameters: (parameters) => settingsFromParameters(parameters, definition.parameterRules),
    toParameters: (settings) => parametersFromSettings(settings, definition.parameterRules),

    open: (connection, options = {}) =>
      definition.openPool(
        spec,
        connection,
        Math.max(1, options.poolSize ?? definition.defaultPoolSize),
        options.fileAccess === true,
      ),

    mapError: (error, context = {}) =>
      mapErrorByRules(
        error,
        definition.errorRules,
        definition.engineName,
        context,
        definition.errorLocation?.(error, context) ?? null,
      ),
    quoteIdentifier: definition.quoteIdentifier,
    applyLimit: (sql, limit) => applyLimit(sql, limit, definition.dialect),
    selectStar: (table, schema, options) =>
      formatSelectStar(definition.quoteIdentifier, table, schema, options),
    timeGrainExpression: (column, grain, pythonDateFormat = null) =>
      timestampExpression(definition.timeGrains, definition.epoch, column, grain, pythonDateFormat),
    readsOf: definition.readsOf,
    caseSensitiveNames: definition.caseSensitiveNames,
    disallowedFunctions: new Set(definition.disallowedFunctions),
    fileFunctions: new Set(definition.fileFunctions ?? []),
  };
  return spec;
}
