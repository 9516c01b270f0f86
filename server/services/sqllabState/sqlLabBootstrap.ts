// GET /api/v1/sqllab/: SQL Lab's bootstrap data for the caller, as Superset's SqlLabRestApi.get —
// the active tab (or, when none is active, the first), every tab's id and label, the databases the
// caller may see (DatabaseFilter),
// the queries of the caller's tabs (only with SQLLAB_BACKEND_PERSISTENCE, as Superset) and the
// common settings.
import type { components } from '../../../src/api/schema.gen.ts';
import type { ResolvedConfig } from '../../config.ts';
import { listDatabases } from '../../store/repositories/databasesRepository.ts';
import { tabStatesOf } from '../../store/repositories/tabStatesRepository.ts';
import { asyncClientConf } from '../asyncQueries/asyncQueryServices.ts';
import { visibleDatabases } from '../security/dataAccess.ts';
import type { Principal } from '../security/principal.ts';
import { type TabStateContext, tabStateDetail } from './tabStates.ts';

type SqlLabBootstrap = components['schemas']['SqlLabBootstrap'];
type SqlLabDatabase = components['schemas']['SqlLabDatabase'];

/** Superset's DEFAULT_SQLLAB_LIMIT. */
export const DEFAULT_SQLLAB_LIMIT = 1000;

export async function sqlLabBootstrap(
  ctx: TabStateContext,
  config: ResolvedConfig,
  principal: Principal,
): Promise<SqlLabBootstrap> {
  const userId = principal.user.id;
  const tabs = await tabStatesOf(ctx.db, userId);
  const active = tabs.find((tab) => tab.active === 1) ?? tabs[0];
  const visible = visibleDatabases(principal);
  const { rows } = await listDatabases(ctx.db, {
    filters: visible ? [{ kind: 'access', ...visible }] : [],
    orderColumn: 'database_name',
    orderDirection: 'asc',
    page: null,
  });
  const databases: Record<string, SqlLabDatabase> = {};
  for (const row of rows) {
    databases[String(row.id)] = {
      id: row.id,
      database_name: row.database_name,
      backend: row.backend,
      allow_run_async: row.allow_run_async === 1,
      allow_dml: row.allow_dml === 1,
      allow_ctas: row.allow_ctas === 1,
      allow_cvas: row.allow_cvas === 1,
      allow_file_upload: row.allow_file_upload === 1,
      allow_multi_catalog: row.allow_multi_catalog === 1,
      allows_cost_estimate: true,
      expose_in_sqllab: row.expose_in_sqllab === 1,
      disable_data_preview: row.disable_data_preview === 1,
      force_ctas_schema: row.force_ctas_schema,
    };
  }
  const persistence = config.featureFlags.SQLLAB_BACKEND_PERSISTENCE === true;
  const queries = persistence
    ? await ctx.queries.ofTabs(
        userId,
        tabs.map((tab) => tab.id),
      )
    : {};
  return {
    result: {
      active_tab: active ? await tabStateDetail(ctx, active) : null,
      databases,
      queries,
      tab_state_ids: tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        saved_query_id: tab.saved_query_id,
      })),
      common: {
        feature_flags: { ...config.featureFlags },
        conf: {
          DEFAULT_SQLLAB_LIMIT,
          SQL_MAX_ROW: config.sqlMaxRow,
          DISPLAY_MAX_ROW: config.displayMaxRow,
          SQLLAB_TIMEOUT: config.sqllabTimeoutSeconds,
          ...asyncClientConf(config),
        },
      },
    },
  };
}
