import { DatabaseErrorMessage } from './DatabaseErrorMessage.tsx';
import { registerErrorRenderer } from './registry.ts';
import { TimeoutErrorMessage } from './TimeoutErrorMessage.tsx';
import type { ErrorType } from './types.ts';

const TIMEOUT_TYPES: ErrorType[] = [
  'FRONTEND_TIMEOUT_ERROR',
  'BACKEND_TIMEOUT_ERROR',
  'SQLLAB_TIMEOUT_ERROR',
];

const DATABASE_TYPES: ErrorType[] = [
  'GENERIC_DB_ENGINE_ERROR',
  'COLUMN_DOES_NOT_EXIST_ERROR',
  'TABLE_DOES_NOT_EXIST_ERROR',
  'SCHEMA_DOES_NOT_EXIST_ERROR',
  'OBJECT_DOES_NOT_EXIST_ERROR',
  'CONNECTION_INVALID_USERNAME_ERROR',
  'CONNECTION_INVALID_PASSWORD_ERROR',
  'CONNECTION_INVALID_HOSTNAME_ERROR',
  'CONNECTION_PORT_CLOSED_ERROR',
  'CONNECTION_INVALID_PORT_ERROR',
  'CONNECTION_HOST_DOWN_ERROR',
  'CONNECTION_ACCESS_DENIED_ERROR',
  'CONNECTION_UNKNOWN_DATABASE_ERROR',
  'CONNECTION_DATABASE_PERMISSIONS_ERROR',
  'CONNECTION_MISSING_PARAMETERS_ERROR',
  'CONNECTION_DATABASE_TIMEOUT',
  'SYNTAX_ERROR',
];

/** Registers the renderers Loupe ships with (timeouts, database engine errors). */
export function registerDefaultErrorRenderers(): void {
  for (const type of TIMEOUT_TYPES) registerErrorRenderer(type, TimeoutErrorMessage);
  for (const type of DATABASE_TYPES) registerErrorRenderer(type, DatabaseErrorMessage);
}
