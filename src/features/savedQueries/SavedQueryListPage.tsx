import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { encodeRison } from '../../../lib/rison.ts';
import { useApiQueries } from '../../api/ApiProvider.tsx';
import { copyText } from '../../components/DataGrid/clipboard.ts';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { useDebouncedValue } from '../../components/hooks/useDebouncedValue.ts';
import { SearchIcon } from '../../components/Icon/icons.tsx';
import { ListBody } from '../../components/ListBody/ListBody.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import { DeleteSavedQueryModal } from './DeleteSavedQueryModal.tsx';
import { type SavedQueryListItem, SavedQueryTable } from './SavedQueryTable.tsx';
import {
  readListState,
  SAVED_QUERY_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  savedQueryListQuery,
  savedQueryPath,
  writeListState,
} from './savedQueryListQuery.ts';
import './SavedQueryListPage.css';

/**
 * /savedqueryview/list/ (spec §9): the caller's saved queries from GET /api/v1/saved_query/,
 * searchable by name and paged on the server; open in SQL Lab, copy the link, delete.
 */
export function SavedQueryListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [deleting, setDeleting] = useState<SavedQueryListItem | null>(null);
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const [searchText, setSearchText] = useState(state.search);
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debouncedSearch !== state.search) {
      setParams(writeListState({ search: debouncedSearch, pageIndex: 0 }), { replace: true });
    }
  }, [debouncedSearch, state.search, setParams]);

  const { data, error, isPending } = useApiQueries().useQuery(
    'get',
    '/api/v1/saved_query/',
    { params: { query: { q: encodeRison(savedQueryListQuery(state)) } } },
    { placeholderData: keepPreviousData },
  );
  const count = data?.count ?? 0;
  const rows = data?.result ?? [];
  const goTo = (pageIndex: number) => setParams(writeListState({ ...state, pageIndex }));

  const copyLink = async (query: SavedQueryListItem) => {
    const copied = await copyText(`${window.location.origin}${savedQueryPath(query.id)}`);
    if (copied) addSuccessToast(t('savedQueries.linkCopied'));
    else addDangerToast(t('dataGrid.copyUnsupported'));
  };
  const deleted = () => {
    setDeleting(null);
    void queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/saved_query/'] });
  };

  return (
    <div className="loupe-page">
      <div className="loupe-page__header">
        <h1 className="loupe-page__title">{t('pages.savedQueries')}</h1>
        <TextField
          className="loupe-saved-query-list__search"
          aria-label={t('savedQueries.search')}
          placeholder={t('savedQueries.search')}
          type="search"
          value={searchText}
          onChange={setSearchText}
          prefix={<SearchIcon size={14} />}
        />
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
          empty={
            <EmptyState title={t('savedQueries.empty')} description={t('savedQueries.emptyDescription')} />
          }
          errorClassName="loupe-saved-query-list__error"
        >
          <SavedQueryTable
            queries={rows}
            actions={{ onCopyLink: (query) => void copyLink(query), onDelete: setDeleting }}
          />
          <Pagination
            pageIndex={state.pageIndex}
            pageSize={SAVED_QUERY_PAGE_SIZE}
            count={count}
            shown={rows.length}
            onPageChange={goTo}
          />
        </ListBody>
      </div>
      {deleting && (
        <DeleteSavedQueryModal query={deleting} onHide={() => setDeleting(null)} onDeleted={deleted} />
      )}
    </div>
  );
}
