import { type ReactNode, useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { useListUrlState, usePageZeroPastTheEnd } from '../../components/hooks/useListUrlState.ts';
import { PlusIcon, SearchIcon } from '../../components/Icon/icons.tsx';
import { ListBody } from '../../components/ListBody/ListBody.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { DeleteNamedModal } from './DeleteNamedModal.tsx';
import {
  SEARCH_DEBOUNCE_MS,
  SECURITY_LIST_CODEC,
  SECURITY_PAGE_SIZE,
  type SecurityListState,
} from './securityListState.ts';
import './SecurityPages.css';

/** A row to delete after 'Please confirm': its name and the call that deletes it. */
export interface DeleteTarget {
  name: string;
  remove: () => Promise<unknown>;
}

export interface ListResult {
  data: { count: number; result: readonly unknown[] } | undefined;
  error: unknown;
  isPending: boolean;
}

/** The list's URL state (search debounced into it, page), shared by the three security lists. */
export function useSecurityListState() {
  return useListUrlState(SECURITY_LIST_CODEC, SEARCH_DEBOUNCE_MS);
}

/**
 * The open dialog of a list page (`D`) and the row whose delete is being confirmed; `changed`
 * closes both and refreshes the list. `deleteProps` goes to the frame.
 */
export function useListDialogs<D>(refresh: () => void) {
  const [dialog, setDialog] = useState<D | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const changed = () => {
    setDialog(null);
    setDeleting(null);
    refresh();
  };
  const deleteProps = { deleting, onDeleteHide: () => setDeleting(null), onDeleted: changed };
  return { dialog, setDialog, setDeleting, changed, close: () => setDialog(null), deleteProps };
}

/**
 * A security list page: title, search box, the add button and the rows in the list states
 * (error, loading, no match, empty) with the pagination under them.
 */
export function SecurityListFrame({
  title,
  searchLabel,
  addLabel,
  onAdd,
  list,
  listState,
  tools,
  dialogs,
  deleting,
  onDeleteHide,
  onDeleted,
  children,
}: {
  title: string;
  searchLabel: string;
  addLabel: string;
  onAdd: () => void;
  list: ListResult;
  listState: ReturnType<typeof useSecurityListState>;
  /** More buttons next to the add button (bulk actions). */
  tools?: ReactNode;
  /** The open modal, outside the list states. */
  dialogs?: ReactNode;
  /** The row whose delete is being confirmed. */
  deleting: DeleteTarget | null;
  onDeleteHide: () => void;
  onDeleted: () => void;
  children: ReactNode;
}) {
  const { state, searchText, setSearchText, update, clearFilters } = listState;
  const count = list.data?.count ?? 0;
  const shown = list.data?.result.length ?? 0;
  usePageZeroPastTheEnd<SecurityListState>(
    SECURITY_LIST_CODEC,
    Boolean(list.data) && shown === 0 && state.pageIndex > 0 && count > 0,
  );
  return (
    <div className="loupe-page">
      <div className="loupe-page__header">
        <h1 className="loupe-page__title">{title}</h1>
        <div className="loupe-security-list__tools">
          <TextField
            className="loupe-security-list__search"
            aria-label={searchLabel}
            placeholder={searchLabel}
            type="search"
            value={searchText}
            onChange={setSearchText}
            prefix={<SearchIcon size={14} />}
          />
          {tools}
          <Button variant="primary" onPress={onAdd}>
            <PlusIcon size={14} />
            {addLabel}
          </Button>
        </div>
      </div>
      <div className="loupe-card">
        <ListBody
          error={list.error}
          hasData={Boolean(list.data)}
          loading={list.isPending}
          rowCount={shown}
          filtered={Boolean(state.search)}
          onClearFilters={clearFilters}
          errorClassName="loupe-security-list__error"
        >
          {children}
          <Pagination
            pageIndex={state.pageIndex}
            pageSize={SECURITY_PAGE_SIZE}
            count={count}
            shown={shown}
            onPageChange={(pageIndex) => update({ pageIndex })}
          />
        </ListBody>
      </div>
      {dialogs}
      {deleting && (
        <DeleteNamedModal
          name={deleting.name}
          remove={deleting.remove}
          onHide={onDeleteHide}
          onDeleted={onDeleted}
        />
      )}
    </div>
  );
}
