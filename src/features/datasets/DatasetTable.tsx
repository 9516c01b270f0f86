import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { components } from '../../api/schema.gen.ts';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { CopyIcon } from '../../components/DataGrid/gridIcons.tsx';
import { EditIcon, TrashIcon } from '../../components/Icon/icons.tsx';
import { OwnerPile } from '../../components/OwnerPile/OwnerPile.tsx';
import { type DatasetSortColumn, exploreDatasetPath } from './datasetListQuery.ts';

export type DatasetListItem = components['schemas']['DatasetListItem'];

export interface DatasetRowActions {
  /** Absent: the user may not edit; `canEdit(row)` false: shown disabled (not an owner). */
  onEdit?: (dataset: DatasetListItem) => void;
  canEdit: (dataset: DatasetListItem) => boolean;
  onDelete?: (dataset: DatasetListItem) => void;
  onDuplicate?: (dataset: DatasetListItem) => void;
}

export interface DatasetSort {
  column: DatasetSortColumn;
  desc: boolean;
}

interface DatasetTableProps {
  datasets: readonly DatasetListItem[];
  actions: DatasetRowActions;
  sort: DatasetSort;
  onSort: (column: DatasetSortColumn) => void;
  /** Bulk select mode: the ids checked, and how to change them. */
  selection?: { ids: ReadonlySet<number>; onChange: (ids: Set<number>) => void };
}

/** The rows of the dataset list (Superset's DatasetList columns), sortable by the server. */
export function DatasetTable({ datasets, actions, sort, onSort, selection }: DatasetTableProps) {
  const { t } = useTranslation();
  const hasActions = Boolean(actions.onEdit || actions.onDelete || actions.onDuplicate);
  const allSelected = Boolean(selection) && datasets.every((row) => selection?.ids.has(row.id));
  const header = (column: DatasetSortColumn, label: string) => {
    const active = sort.column === column;
    return (
      <th scope="col" aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
        <button type="button" className="loupe-dataset-list__sort" onClick={() => onSort(column)}>
          {label}
          <span aria-hidden="true" className="loupe-dataset-list__sort-mark">
            {active ? (sort.desc ? '▼' : '▲') : ''}
          </span>
        </button>
      </th>
    );
  };
  return (
    <table className="loupe-table">
      <thead>
        <tr>
          {selection && (
            <th scope="col" className="loupe-dataset-list__check">
              <Checkbox
                aria-label={t('datasets.selectAll')}
                isSelected={allSelected}
                onChange={(checked) =>
                  selection.onChange(new Set(checked ? datasets.map((row) => row.id) : []))
                }
              >
                {''}
              </Checkbox>
            </th>
          )}
          {header('table_name', t('datasets.name'))}
          <th scope="col">{t('datasets.type')}</th>
          {header('database.database_name', t('datasets.database'))}
          {header('schema', t('datasets.schema'))}
          <th scope="col">{t('datasets.owners')}</th>
          {header('changed_on_delta_humanized', t('datasets.lastModified'))}
          {hasActions && <th scope="col">{t('datasets.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {datasets.map((dataset) => {
          const name = dataset.table_name;
          const editable = actions.canEdit(dataset);
          return (
            <tr key={dataset.id}>
              {selection && (
                <td className="loupe-dataset-list__check">
                  <Checkbox
                    aria-label={t('datasets.select', { name })}
                    isSelected={selection.ids.has(dataset.id)}
                    onChange={(checked) => {
                      const next = new Set(selection.ids);
                      if (checked) next.add(dataset.id);
                      else next.delete(dataset.id);
                      selection.onChange(next);
                    }}
                  >
                    {''}
                  </Checkbox>
                </td>
              )}
              <td className="loupe-table__primary">
                <Link to={exploreDatasetPath(dataset.id)}>{name}</Link>
              </td>
              <td>
                <span className="loupe-tag">
                  {dataset.kind === 'virtual' ? t('datasets.virtual') : t('datasets.physical')}
                </span>
              </td>
              <td>{dataset.database.database_name}</td>
              <td>{dataset.schema ?? ''}</td>
              <td>
                <OwnerPile owners={dataset.owners} />
              </td>
              <td title={dataset.changed_by_name}>{dataset.changed_on_delta_humanized}</td>
              {hasActions && (
                <td className="loupe-table__actions">
                  {actions.onEdit && (
                    <Button
                      variant="link"
                      size="small"
                      isDisabled={!editable}
                      aria-label={
                        editable ? t('datasets.edit', { name }) : t('datasets.editNotOwner', { name })
                      }
                      onPress={() => actions.onEdit?.(dataset)}
                    >
                      <EditIcon size={14} />
                    </Button>
                  )}
                  {actions.onDuplicate && dataset.kind === 'virtual' && (
                    <Button
                      variant="link"
                      size="small"
                      aria-label={t('datasets.duplicate', { name })}
                      onPress={() => actions.onDuplicate?.(dataset)}
                    >
                      <CopyIcon size={14} />
                    </Button>
                  )}
                  {actions.onDelete && (
                    <Button
                      variant="link"
                      size="small"
                      aria-label={t('datasets.delete', { name })}
                      onPress={() => actions.onDelete?.(dataset)}
                    >
                      <TrashIcon size={14} />
                    </Button>
                  )}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
