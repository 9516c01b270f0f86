import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { components } from '../../api/schema.gen.ts';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { TrashIcon } from '../../components/Icon/icons.tsx';
import { OwnerPile } from '../../components/OwnerPile/OwnerPile.tsx';
import { getViz } from '../../visualizations/registry.ts';
import type { ChartSortColumn } from './chartListQuery.ts';

export type ChartListItem = components['schemas']['ChartListItem'];

interface ChartTableProps {
  charts: readonly ChartListItem[];
  sort: { column: ChartSortColumn; desc: boolean };
  onSort: (column: ChartSortColumn) => void;
  favorites: ReadonlySet<number>;
  onFavorite: (chart: ChartListItem, favorite: boolean) => void;
  onDelete?: (chart: ChartListItem) => void;
  selection?: { ids: ReadonlySet<number>; onChange: (ids: Set<number>) => void };
}

/** The rows of the chart list (Superset's ChartList columns), sorted by the server. */
export function ChartTable({
  charts,
  sort,
  onSort,
  favorites,
  onFavorite,
  onDelete,
  selection,
}: ChartTableProps) {
  const { t } = useTranslation();
  const header = (column: ChartSortColumn, label: string) => {
    const active = sort.column === column;
    return (
      <th scope="col" aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
        <button type="button" className="loupe-chart-list__sort" onClick={() => onSort(column)}>
          {label}
          <span aria-hidden="true">{active ? (sort.desc ? ' ▼' : ' ▲') : ''}</span>
        </button>
      </th>
    );
  };
  const toggle = (id: number, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.ids);
    if (on) next.add(id);
    else next.delete(id);
    selection.onChange(next);
  };
  return (
    <table className="loupe-table">
      <thead>
        <tr>
          {selection && (
            <th scope="col">
              <Checkbox
                aria-label={t('charts.selectAll')}
                isSelected={charts.length > 0 && charts.every((row) => selection.ids.has(row.id))}
                onChange={(on) => selection.onChange(on ? new Set(charts.map((row) => row.id)) : new Set())}
              >
                {null}
              </Checkbox>
            </th>
          )}
          <th scope="col">
            <span className="loupe-visually-hidden">{t('charts.favorite')}</span>
          </th>
          {header('slice_name', t('charts.name'))}
          {header('viz_type', t('charts.type'))}
          {header('datasource_name', t('charts.dataset'))}
          <th scope="col">{t('charts.dashboards')}</th>
          <th scope="col">{t('charts.owners')}</th>
          {header('changed_on_delta_humanized', t('charts.lastModified'))}
          {onDelete && <th scope="col">{t('charts.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {charts.map((chart) => {
          const favorite = favorites.has(chart.id);
          return (
            <tr key={chart.id}>
              {selection && (
                <td>
                  <Checkbox
                    aria-label={t('charts.select', { name: chart.slice_name })}
                    isSelected={selection.ids.has(chart.id)}
                    onChange={(on) => toggle(chart.id, on)}
                  >
                    {null}
                  </Checkbox>
                </td>
              )}
              <td>
                <button
                  type="button"
                  className="loupe-chart-list__star"
                  aria-pressed={favorite}
                  aria-label={t('charts.favoriteOf', { name: chart.slice_name })}
                  onClick={() => onFavorite(chart, !favorite)}
                >
                  <span aria-hidden="true">{favorite ? '★' : '☆'}</span>
                </button>
              </td>
              <td className="loupe-table__primary">
                <Link to={`/explore/?slice_id=${chart.id}`}>{chart.slice_name}</Link>
              </td>
              <td>{getViz(chart.viz_type ?? '')?.name ?? chart.viz_type}</td>
              <td>
                {chart.datasource_url ? (
                  <Link to={chart.datasource_url}>{chart.datasource_name_text}</Link>
                ) : (
                  chart.datasource_name_text
                )}
              </td>
              <td>
                {chart.dashboards.map((dashboard, index) => (
                  <span key={dashboard.id}>
                    {index > 0 && ', '}
                    <Link to={`/superset/dashboard/${dashboard.id}/`}>{dashboard.dashboard_title}</Link>
                  </span>
                ))}
              </td>
              <td>
                <OwnerPile owners={chart.owners} />
              </td>
              <td>{chart.changed_on_delta_humanized}</td>
              {onDelete && (
                <td className="loupe-table__actions">
                  <Button
                    size="small"
                    variant="link"
                    aria-label={t('charts.delete', { name: chart.slice_name })}
                    onPress={() => onDelete(chart)}
                  >
                    <TrashIcon size={14} />
                  </Button>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
