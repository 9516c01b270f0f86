// One table of the tab in the left bar (Superset's TableElement): a collapsible card with the
// table's columns (type, primary / foreign key and index markers) and its actions: refresh the
// metadata, copy or insert the SELECT statement, sort the columns, remove the table.
import { useEffect, useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import { CopyIcon } from '../../components/DataGrid/gridIcons.tsx';
import { useCopyToast } from '../../components/DataGrid/useCopyToast.ts';
import { ChevronDownIcon, ChevronRightIcon, CloseIcon, RefreshIcon } from '../../components/Icon/icons.tsx';
import { Loading } from '../../components/Loading/Loading.tsx';
import type { TableEntry } from './tableEntries.ts';
import { SortAlphaIcon, SortOriginalIcon } from './tableIcons.tsx';
import type { TableMetadata } from './tableSchemaApi.ts';
import type { TableSchemaStore } from './tableSchemas.ts';
import './SqlLabTables.css';

type Column = TableMetadata['columns'][number];

function sortedColumns(columns: readonly Column[], alphabetical: boolean): readonly Column[] {
  if (!alphabetical) return columns;
  return [...columns].sort((a, b) => a.name.toUpperCase().localeCompare(b.name.toUpperCase()));
}

export function TableElement({
  store,
  tabKey,
  entry,
  onInsert,
}: {
  store: TableSchemaStore;
  tabKey: string;
  entry: TableEntry;
  onInsert(sql: string): void;
}) {
  const { t } = useTranslation();
  const copy = useCopyToast();
  const bodyId = useId();
  const [alphabetical, setAlphabetical] = useState(false);
  const { key, expanded, metadata, status } = entry;

  // A restored table stored without its metadata loads it when shown.
  useEffect(() => {
    if (expanded) store.ensureMetadata(tabKey, key);
  }, [store, tabKey, key, expanded]);

  const selectStar = metadata?.selectStar ?? '';
  return (
    <section className="loupe-sql-lab-table" aria-label={t('sqlLab.columnsOf', { table: entry.name })}>
      <div className="loupe-sql-lab-table__header">
        <button
          type="button"
          className="loupe-sql-lab-table__name"
          aria-expanded={expanded}
          aria-controls={bodyId}
          title={entry.schema ? `${entry.schema}.${entry.name}` : entry.name}
          onClick={() => void store.setExpanded(tabKey, key, !expanded)}
        >
          {expanded ? <ChevronDownIcon size={12} /> : <ChevronRightIcon size={12} />}
          <strong>{entry.name}</strong>
        </button>
        <div className="loupe-sql-lab-table__actions">
          <AriaButton
            className="loupe-sql-lab-table__icon"
            aria-label={t('sqlLabTables.refresh')}
            isDisabled={status === 'loading'}
            onPress={() => void store.refresh(tabKey, key)}
          >
            <RefreshIcon size={14} />
          </AriaButton>
          <AriaButton
            className="loupe-sql-lab-table__icon"
            aria-label={alphabetical ? t('sqlLabTables.originalOrder') : t('sqlLabTables.sortColumns')}
            onPress={() => setAlphabetical((value) => !value)}
          >
            {alphabetical ? <SortOriginalIcon /> : <SortAlphaIcon />}
          </AriaButton>
          <AriaButton
            className="loupe-sql-lab-table__icon"
            aria-label={t('sqlLabTables.copySelectStar')}
            isDisabled={selectStar === ''}
            onPress={() => void copy(selectStar)}
          >
            <CopyIcon />
          </AriaButton>
          <AriaButton
            className="loupe-sql-lab-table__icon"
            aria-label={t('sqlLabTables.remove')}
            onPress={() => void store.removeTable(tabKey, key)}
          >
            <CloseIcon size={14} />
          </AriaButton>
        </div>
      </div>
      {expanded && (
        <div id={bodyId} className="loupe-sql-lab-table__body">
          {status === 'loading' || (status === 'idle' && !metadata) ? (
            <Loading />
          ) : status === 'error' && !metadata ? (
            <p className="loupe-sql-lab-table__error">{t('sqlLabTables.toast.metadataFailed')}</p>
          ) : (
            <>
              <Button size="small" isDisabled={selectStar === ''} onPress={() => onInsert(selectStar)}>
                {t('sqlLab.selectStar')}
              </Button>
              <ul className="loupe-sql-lab__column-list">
                {sortedColumns(metadata?.columns ?? [], alphabetical).map((column) => (
                  <ColumnElement key={column.name} column={column} />
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}

function ColumnElement({ column }: { column: Column }) {
  const { t } = useTranslation();
  const has = (type: 'pk' | 'fk' | 'index') => column.keys.some((key) => key.type === type);
  return (
    <li className="loupe-sql-lab__column">
      <span className="loupe-sql-lab__column-name">
        {column.name}
        {has('pk') && <span className="loupe-sql-lab__tag loupe-sql-lab__key">{t('sqlLab.primaryKey')}</span>}
        {has('fk') && (
          <span className="loupe-sql-lab__tag loupe-sql-lab__key">{t('sqlLabTables.foreignKey')}</span>
        )}
        {has('index') && (
          <span className="loupe-sql-lab__tag loupe-sql-lab__key">{t('sqlLabTables.index')}</span>
        )}
      </span>
      <span className="loupe-sql-lab__column-type">{column.longType || column.type}</span>
    </li>
  );
}
