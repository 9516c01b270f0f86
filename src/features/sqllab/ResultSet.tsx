// The Results tab: the latest query's state, row count and limit message, the grid, or its
// error panel (spec §8 'Error panels': '{engine} Error', syntax errors with the line and a
// caret, 'Queries are set to timeout after N seconds').
import { useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryState } from '../../../machines/sqlLabQuery/index.ts';
import type { SupersetError } from '../../api/clientError.ts';
import { DataGrid } from '../../components/DataGrid/DataGrid.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { ErrorMessage } from '../../components/ErrorPanel/ErrorMessage.tsx';
import { Loading } from '../../components/Loading/Loading.tsx';
import { CtasResult } from './CtasResult.tsx';
import { QueryStateLabel } from './QueryStateLabel.tsx';
import { ResultActions } from './ResultActions.tsx';
import { gridColumnsOf, gridRowsOf } from './resultRows.ts';
import { saveableResult } from './saveDataset/saveableDatasource.ts';
import type { QueryEntry, SqlLabSession } from './sqlLabSession.ts';

export function ResultSet({ session, queryId }: { session: SqlLabSession; queryId: string | null }) {
  const { t } = useTranslation();
  const entry = session.queryEntry(queryId);
  if (!entry) {
    return (
      <EmptyState size="small" title={t('sqlLab.noResultsTitle')} description={t('sqlLab.runToSeeResults')} />
    );
  }
  return <QueryResult key={queryId} session={session} entry={entry} />;
}

function QueryResult({ session, entry }: { session: SqlLabSession; entry: QueryEntry }) {
  const { t, i18n } = useTranslation();
  const snapshot = useSelector(entry.actor, (s) => s);
  const state = snapshot.value as QueryState;
  const query = snapshot.context;
  const { conf } = session.bootstrap.common;
  const number = new Intl.NumberFormat(i18n.language.replace('_', '-'));

  // A finished query whose results are not here (async run, reload): fetch them by key.
  useEffect(() => {
    if (state === 'success' && !query.results && query.resultsKey) session.fetchResults(query.id);
  }, [session, state, query.results, query.resultsKey, query.id]);

  const columns = useMemo(() => gridColumnsOf(query.results?.columns), [query.results]);
  const rows = useMemo(() => gridRowsOf(columns, query.results?.data), [columns, query.results]);

  const header = (
    <div className="loupe-sql-lab__result-header">
      <QueryStateLabel state={state} />
      {state === 'success' && query.results && (
        <span>{t('sqlLab.rowsReturned', { rows: number.format(query.rows ?? rows.length) })}</span>
      )}
      {snapshot.hasTag('inProgress') && query.progress > 0 && (
        <span>{t('sqlLab.progress', { progress: query.progress })}</span>
      )}
      {state === 'success' && query.results && !query.ctas && (
        <ResultActions
          queryId={query.id}
          columns={columns}
          rows={rows}
          datasource={saveableResult(query, entry, session.tabOf(entry.tabKey)?.templateParams ?? null)}
        />
      )}
    </div>
  );

  if (state === 'failed') {
    const first = query.errors?.[0] as SupersetError | undefined;
    return (
      <div className="loupe-sql-lab__result">
        {header}
        {first ? (
          <ErrorMessage error={first} source="sqllab" sql={query.sql} />
        ) : (
          <ErrorMessage message={query.errorMessage ?? t('sqlLab.unknownError')} source="sqllab" />
        )}
      </div>
    );
  }
  if (state === 'timed_out') {
    const first = entry.timeoutErrors?.[0];
    const error: SupersetError = {
      message: first?.message ?? query.errorMessage ?? '',
      error_type: first?.error_type ?? 'SQLLAB_TIMEOUT_ERROR',
      level: 'error',
      extra: { timeout: conf.SQLLAB_TIMEOUT, ...(first?.extra ?? {}) },
    };
    return (
      <div className="loupe-sql-lab__result">
        {header}
        <ErrorMessage error={error} source="sqllab" />
      </div>
    );
  }
  if (state === 'stopped') {
    return (
      <div className="loupe-sql-lab__result">
        {header}
        <div className="loupe-sql-lab__notice loupe-sql-lab__notice--warning" role="status">
          {t('sqlLab.queryWasStopped')}
        </div>
      </div>
    );
  }
  if (state === 'success' && query.ctas && query.tempTable) {
    return (
      <div className="loupe-sql-lab__result">
        {header}
        <CtasResult
          session={session}
          entry={entry}
          queryId={query.id}
          dbId={query.dbId}
          tempSchema={query.tempSchema}
          tempTable={query.tempTable}
        />
      </div>
    );
  }
  if (state === 'success' && query.results) {
    const limitMessage = limitMessageOf(t, query.limitingFactor, number.format(query.rows ?? rows.length));
    const displayLimited = Boolean((query.results as { displayLimitReached?: boolean }).displayLimitReached);
    return (
      <div className="loupe-sql-lab__result">
        {header}
        {/* As Superset: past the display limit, only that limit is told. */}
        {limitMessage && !displayLimited && (
          <div className="loupe-sql-lab__notice loupe-sql-lab__notice--warning">{limitMessage}</div>
        )}
        {displayLimited && (
          <div className="loupe-sql-lab__notice loupe-sql-lab__notice--warning">
            {t('sqlLab.displayLimitReached', {
              rows: number.format(conf.DISPLAY_MAX_ROW),
              limit: number.format(conf.SQL_MAX_ROW),
            })}
          </div>
        )}
        {columns.length > 0 ? (
          <div className="loupe-sql-lab__grid">
            <DataGrid columns={columns} rows={rows} height="100%" aria-label={t('sqlLab.results')} />
          </div>
        ) : (
          <EmptyState size="small" title={t('sqlLab.noDataTitle')} description={t('sqlLab.noData')} />
        )}
      </div>
    );
  }
  return (
    <div className="loupe-sql-lab__result">
      {header}
      <Loading />
    </div>
  );
}

function limitMessageOf(t: TFunction, factor: string | null, rows: string): string | null {
  if (factor === 'DROPDOWN') return t('sqlLab.limitedByDropdown', { rows });
  if (factor === 'QUERY') return t('sqlLab.limitedByQuery', { rows });
  if (factor === 'QUERY_AND_DROPDOWN') return t('sqlLab.limitedByQueryAndDropdown', { rows });
  return null;
}
