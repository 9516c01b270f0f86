// The body of a list page (Superset's ListView states): the error of a failed first load, a
// spinner while loading, 'No results match your filter criteria' with 'Clear all filters' when
// filters hide every row, the list's own empty state otherwise, and the rows.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { ClientErrorMessage } from '../ErrorPanel/ClientErrorMessage.tsx';
import { Loading } from '../Loading/Loading.tsx';

export interface ListBodyProps {
  /** The list query's error; shown only when there is no data to show instead. */
  error: unknown;
  hasData: boolean;
  /** Loading (or about to load another page): a spinner. */
  loading: boolean;
  rowCount: number;
  /** Whether filters are set: an empty list then offers to clear them. */
  filtered: boolean;
  onClearFilters: () => void;
  /** The empty state of an unfiltered empty list (default: 'No data'). */
  empty?: ReactNode;
  /** A class for the error's wrapper. */
  errorClassName?: string;
  children: ReactNode;
}

export function ListBody(props: ListBodyProps) {
  const { t } = useTranslation();
  if (props.error && !props.hasData)
    return (
      <div className={props.errorClassName}>
        <ClientErrorMessage error={props.error} />
      </div>
    );
  if (props.loading) return <Loading />;
  if (props.rowCount === 0) {
    if (props.filtered)
      return (
        <EmptyState
          title={t('list.noMatch')}
          buttonText={t('list.clearFilters')}
          buttonAction={props.onClearFilters}
        />
      );
    return props.empty ?? <EmptyState title={t('list.noData')} />;
  }
  return <>{props.children}</>;
}
