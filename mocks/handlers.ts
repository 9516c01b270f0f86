// Every operation of the contract, served from fixtures with a small in-memory session.
import type { AnyHandler } from 'msw';
import { asyncEventHandlers } from './handlers/asyncEvent.ts';
import { chartHandlers } from './handlers/chart.ts';
import { chartDataHandlers } from './handlers/chartData.ts';
import { dashboardHandlers } from './handlers/dashboard.ts';
import { databaseHandlers } from './handlers/database.ts';
import { databaseConnectionHandlers } from './handlers/databaseConnection.ts';
import { databaseMetadataHandlers } from './handlers/databaseMetadata.ts';
import { databaseValidateSqlHandlers } from './handlers/databaseValidateSql.ts';
import { datasetHandlers } from './handlers/dataset.ts';
import { datasetItemHandlers } from './handlers/datasetItem.ts';
import { datasourceHandlers } from './handlers/datasource.ts';
import { exploreHandlers } from './handlers/explore.ts';
import { healthHandlers } from './handlers/health.ts';
import { meHandlers } from './handlers/me.ts';
import { queryHandlers } from './handlers/query.ts';
import { rowLevelSecurityHandlers } from './handlers/rowLevelSecurity.ts';
import { savedQueryHandlers } from './handlers/savedQuery.ts';
import { securityHandlers } from './handlers/security.ts';
import { securityAdminHandlers } from './handlers/securityAdmin.ts';
import { sessionHandlers } from './handlers/session.ts';
import { sqlLabHandlers } from './handlers/sqllab.ts';
import { tabStateHandlers } from './handlers/tabState.ts';

export const handlers: AnyHandler[] = [
  ...healthHandlers,
  ...sessionHandlers,
  ...securityHandlers,
  ...meHandlers,
  ...securityAdminHandlers,
  ...rowLevelSecurityHandlers,
  ...databaseConnectionHandlers,
  ...databaseHandlers,
  ...databaseMetadataHandlers,
  ...databaseValidateSqlHandlers,
  ...sqlLabHandlers,
  ...queryHandlers,
  ...savedQueryHandlers,
  ...tabStateHandlers,
  ...chartDataHandlers,
  ...chartHandlers,
  ...dashboardHandlers,
  ...datasetHandlers,
  ...datasetItemHandlers(),
  ...datasourceHandlers,
  ...asyncEventHandlers,
  ...exploreHandlers,
];
