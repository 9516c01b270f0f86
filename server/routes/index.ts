// Every route of the contract. One file per resource; each is thin: it reads the validated
// request, calls a service and returns the reply body.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/services.ts';
import { registerAsyncEventRoutes } from './asyncEvent.ts';
import { registerChartRoutes } from './chart.ts';
import { registerChartDataRoutes } from './chartData.ts';
import { registerDashboardRoutes } from './dashboard.ts';
import { registerDatabaseRoutes } from './database.ts';
import { registerDatabaseMetadataRoutes } from './databaseMetadata.ts';
import { registerDatasetRoutes } from './dataset.ts';
import { registerDatasourceRoutes } from './datasource.ts';
import { registerExploreRoutes } from './explore.ts';
import { registerHealthRoutes } from './health.ts';
import { registerMeRoutes } from './me.ts';
import { registerQueryRoutes } from './query.ts';
import { registerRowLevelSecurityRoutes } from './rowLevelSecurity.ts';
import { registerSavedQueryRoutes } from './savedQuery.ts';
import { registerSecurityRoutes } from './security.ts';
import { registerSecurityAdminRoutes } from './securityAdmin.ts';
import { registerSessionRoutes } from './session.ts';
import { registerSqlLabRoutes } from './sqllab.ts';
import { registerTabStateRoutes } from './tabState.ts';

export function registerRoutes(app: FastifyInstance, services: Services): void {
  registerHealthRoutes(app);
  registerSessionRoutes(app, services);
  registerSecurityRoutes(app, services);
  registerMeRoutes(app, services);
  registerSecurityAdminRoutes(app, services);
  registerRowLevelSecurityRoutes(app, services);
  registerDatabaseRoutes(app, services);
  registerDatabaseMetadataRoutes(app, services);
  registerSqlLabRoutes(app, services);
  registerQueryRoutes(app, services);
  registerSavedQueryRoutes(app, services);
  registerTabStateRoutes(app, services);
  registerAsyncEventRoutes(app, services);
  registerDatasetRoutes(app, services);
  registerDatasourceRoutes(app, services);
  registerChartDataRoutes(app, services);
  registerChartRoutes(app, services);
  registerDashboardRoutes(app, services);
  registerExploreRoutes(app, services);
}
