import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDatabases } from '../../api/queries.ts';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { ClientErrorMessage } from '../../components/ErrorPanel/ClientErrorMessage.tsx';
import { SearchIcon } from '../../components/Icon/icons.tsx';
import { Loading } from '../../components/Loading/Loading.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { DatabaseTable } from './DatabaseTable.tsx';
import {
  DATABASE_PAGE_SIZE,
  databaseListQuery,
  pageRange,
  readListState,
  SEARCH_DEBOUNCE_MS,
  writeListState,
} from './databaseListQuery.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';
import './DatabaseListPage.css';

/** /databaseview/list/: the databases from GET /api/v1/database/, searchable and paged. */
export function DatabaseListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const [searchText, setSearchText] = useState(state.search);
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debouncedSearch !== state.search) {
      setParams(writeListState({ search: debouncedSearch, pageIndex: 0 }), { replace: true });
    }
  }, [debouncedSearch, state.search, setParams]);

  const { data, error, isPending } = useDatabases(databaseListQuery(state));
  const count = data?.count ?? 0;
  const rows = data?.result ?? [];
  const range = pageRange(state.pageIndex, DATABASE_PAGE_SIZE, count, rows.length);
  const lastPage = Math.max(0, Math.ceil(count / DATABASE_PAGE_SIZE) - 1);
  const goTo = (pageIndex: number) => setParams(writeListState({ ...state, pageIndex }));

  return (
    <div className="loupe-page">
      <div className="loupe-page__header">
        <h1 className="loupe-page__title">{t('databases.title')}</h1>
        <TextField
          className="loupe-database-list__search"
          aria-label={t('databases.search')}
          placeholder={t('databases.search')}
          type="search"
          value={searchText}
          onChange={setSearchText}
          prefix={<SearchIcon size={14} />}
        />
      </div>
      <div className="loupe-card">
        {error && !data ? (
          <div className="loupe-database-list__error">
            <ClientErrorMessage error={error} />
          </div>
        ) : isPending ? (
          <Loading />
        ) : rows.length === 0 ? (
          state.search ? (
            <EmptyState
              title={t('list.noMatch')}
              buttonText={t('list.clearFilters')}
              buttonAction={() => {
                setSearchText('');
                setParams(new URLSearchParams());
              }}
            />
          ) : (
            <EmptyState title={t('list.noData')} />
          )
        ) : (
          <>
            <DatabaseTable databases={rows} />
            <div className="loupe-pagination">
              <span>{t('list.range', range)}</span>
              <div className="loupe-pagination__buttons">
                <Button
                  size="small"
                  isDisabled={state.pageIndex === 0}
                  onPress={() => goTo(state.pageIndex - 1)}
                >
                  {t('list.previous')}
                </Button>
                <Button
                  size="small"
                  isDisabled={state.pageIndex >= lastPage}
                  onPress={() => goTo(state.pageIndex + 1)}
                >
                  {t('list.next')}
                </Button>
              </div>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
