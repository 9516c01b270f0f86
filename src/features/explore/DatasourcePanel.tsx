// The datasource panel: the dataset's columns and metrics with search, type marks, certification
// and warning marks, draggable onto the controls. The dataset menu (Edit / Swap dataset) slot is
// `datasetMenu`.
import { type ReactNode, useState } from 'react';
import { Input, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../components/Icon/icons.tsx';
import type { VizColumn, VizDatasource } from '../../visualizations/core/types.ts';
import { DRAG_TYPE, type DraggedItem } from './controls/dragItem.ts';

const TYPE_MARKS: Record<number, ReactNode> = { 0: '#', 1: 'ABC', 2: <ClockIcon size={13} />, 3: 'T/F' };

function typeMark(column: VizColumn): ReactNode {
  if (column.is_dttm) return TYPE_MARKS[2];
  return TYPE_MARKS[column.type_generic ?? 1] ?? '?';
}

function startDrag(item: DraggedItem) {
  return (event: React.DragEvent) => {
    event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(item));
    event.dataTransfer.effectAllowed = 'copy';
  };
}

const matches = (search: string, ...texts: (string | null | undefined)[]) =>
  texts.some((text) => text?.toLowerCase().includes(search.toLowerCase()));

export function DatasourcePanel({
  datasource,
  missing = false,
  datasetMenu,
}: {
  datasource: VizDatasource;
  /** The chart's dataset was deleted: a warning says so (the menu offers the swap). */
  missing?: boolean;
  datasetMenu?: ReactNode;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const columns = datasource.columns.filter((c) => matches(search, c.column_name, c.verbose_name));
  const metrics = datasource.metrics.filter((m) => matches(search, m.metric_name, m.verbose_name));
  return (
    <aside className="loupe-card loupe-explore__datasource" aria-label={t('explorePage.datasource.region')}>
      <header className="loupe-explore__datasource-header">
        <strong>{datasource.name}</strong>
        {datasetMenu}
      </header>
      {missing && (
        <div className="loupe-explore__missing-dataset" role="alert">
          <strong>{t('explorePage.datasource.missingTitle')}</strong>
          <p>{t('explorePage.datasource.missingText')}</p>
        </div>
      )}
      <SearchField value={search} onChange={setSearch} aria-label={t('explorePage.datasource.search')}>
        <Input className="loupe-field__input" placeholder={t('explorePage.datasource.search')} />
      </SearchField>
      <h3>{t('explorePage.datasource.metrics', { n: metrics.length })}</h3>
      <ul className="loupe-explore__dataset-items" aria-label={t('explorePage.datasource.metricList')}>
        {metrics.map((metric) => (
          <li
            key={metric.metric_name}
            draggable
            onDragStart={startDrag({ kind: 'metric', name: metric.metric_name })}
          >
            <span className="loupe-explore__type-mark loupe-explore__type-mark--metric" />{' '}
            {metric.verbose_name || metric.metric_name}
            {metric.is_certified && (
              <span
                title={metric.certified_by ?? ''}
                role="img"
                aria-label={t('explorePage.datasource.certified')}
              >
                ✔
              </span>
            )}
            {metric.warning_markdown && (
              <span
                title={metric.warning_markdown}
                role="img"
                aria-label={t('explorePage.datasource.warning')}
              >
                ⚠
              </span>
            )}
          </li>
        ))}
      </ul>
      <h3>{t('explorePage.datasource.columns', { n: columns.length })}</h3>
      <ul className="loupe-explore__dataset-items" aria-label={t('explorePage.datasource.columnList')}>
        {columns.map((column) => (
          <li
            key={column.column_name}
            draggable
            onDragStart={startDrag({ kind: 'column', name: column.column_name })}
          >
            <span className="loupe-explore__type-mark">{typeMark(column)}</span>{' '}
            {column.verbose_name || column.column_name}
            {column.certified_by && (
              <span title={column.certified_by} role="img" aria-label={t('explorePage.datasource.certified')}>
                ✔
              </span>
            )}
            {column.warning_markdown && (
              <span
                title={column.warning_markdown}
                role="img"
                aria-label={t('explorePage.datasource.warning')}
              >
                ⚠
              </span>
            )}
          </li>
        ))}
      </ul>
    </aside>
  );
}
