// Every operation of the contract, served from fixtures with a small in-memory session.
import type { AnyHandler } from 'msw';
import { databaseHandlers } from './handlers/database.ts';
import { databaseConnectionHandlers } from './handlers/databaseConnection.ts';
import { databaseMetadataHandlers } from './handlers/databaseMetadata.ts';
import { healthHandlers } from './handlers/health.ts';
import { meHandlers } from './handlers/me.ts';
import { securityHandlers } from './handlers/security.ts';
import { sessionHandlers } from './handlers/session.ts';

export const handlers: AnyHandler[] = [
  ...healthHandlers,
  ...sessionHandlers,
  ...securityHandlers,
  ...meHandlers,
  ...databaseConnectionHandlers,
  ...databaseHandlers,
  ...databaseMetadataHandlers,
];
