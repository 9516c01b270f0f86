import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type DatabaseListItem, useDatabases } from '../../api/queries.ts';
import { Button } from '../../components/Button/Button.tsx';
import { useDebouncedValue } from '../../components/hooks/useDebouncedValue.ts';
import { PlusIcon, SearchIcon } from '../../components/Icon/icons.tsx';
import { ListBody } from '../../components/ListBody/ListBody.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { DatabaseTable } from './DatabaseTable.tsx';
import { DeleteDatabaseModal } from './DeleteDatabaseModal.tsx';
import {
  DATABASE_PAGE_SIZE,
  databaseListQuery,
  readListState,
  SEARCH_DEBOUNCE_MS,
  writeListState,
} from './databaseListQuery.ts';
import { DatabaseModal } from './modal/DatabaseModal.tsx';
import { useCanWriteDatabases } from './useCanWriteDatabases.ts';
import './DatabaseListPage.css';

/** Which dialog is open: connect / edit (by id) or delete. */
type Dialog =
  | { kind: 'edit'; databaseId: number | null }
  | { kind: 'delete'; database: DatabaseListItem }
  | null;

/**
 * /databaseview/list/: the databases from GET /api/v1/database/, searchable and paged; users
 * with can_write on Database connect, edit and delete them.
 */
export function DatabaseListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canWrite = useCanWriteDatabases();
  const [dialog, setDialog] = useState<Dialog>(null);
  const changed = () => {
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/database/'] });
    void queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/database/{pk}'] });
    void queryClient.invalidateQueries({ queryKey: ['databaseSelector'] });
  };
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
  const goTo = (pageIndex: number) => setParams(writeListState({ ...state, pageIndex }));

  return (
    <div className="loupe-page">
      <div className="loupe-page__header">
        <h1 className="loupe-page__title">{t('databases.title')}</h1>
        <div className="loupe-database-list__tools">
          <TextField
            className="loupe-database-list__search"
            aria-label={t('databases.search')}
            placeholder={t('databases.search')}
            type="search"
            value={searchText}
            onChange={setSearchText}
            prefix={<SearchIcon size={14} />}
          />
          {canWrite && (
            <Button variant="primary" onPress={() => setDialog({ kind: 'edit', databaseId: null })}>
              <PlusIcon size={14} />
              {t('databases.add')}
            </Button>
          )}
        </div>
      </div>
      <div className="loupe-card">
        <ListBody
          error={error}
          hasData={Boolean(data)}
          loading={isPending}
          rowCount={rows.length}
          filtered={Boolean(state.search)}
          onClearFilters={() => {
            setSearchText('');
            setParams(new URLSearchParams());
          }}
          errorClassName="loupe-database-list__error"
        >
          <DatabaseTable
            databases={rows}
            {...(canWrite
              ? {
                  actions: {
                    onEdit: (database) => setDialog({ kind: 'edit', databaseId: database.id }),
                    onDelete: (database) => setDialog({ kind: 'delete', database }),
                  },
                }
              : {})}
          />
          <Pagination
            pageIndex={state.pageIndex}
            pageSize={DATABASE_PAGE_SIZE}
            count={count}
            shown={rows.length}
            onPageChange={goTo}
          />
        </ListBody>
      </div>
      {dialog?.kind === 'edit' && (
        <DatabaseModal databaseId={dialog.databaseId} onHide={() => setDialog(null)} onSaved={changed} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDatabaseModal database={dialog.database} onHide={() => setDialog(null)} onDeleted={changed} />
      )}
    </div>
  );
}
