import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { components } from '../../api/schema.gen.ts';
import { Button } from '../../components/Button/Button.tsx';
import { TrashIcon } from '../../components/Icon/icons.tsx';
import { savedQueryPath, truncateSql } from './savedQueryListQuery.ts';

export type SavedQueryListItem = components['schemas']['SavedQueryListItem'];

export interface SavedQueryActions {
  onCopyLink: (query: SavedQueryListItem) => void;
  onDelete: (query: SavedQueryListItem) => void;
}

/** The rows of the saved query list: name, database, schema, SQL, modified and the actions. */
export function SavedQueryTable({
  queries,
  actions,
}: {
  queries: readonly SavedQueryListItem[];
  actions: SavedQueryActions;
}) {
  const { t } = useTranslation();
  return (
    <table className="loupe-table">
      <thead>
        <tr>
          <th scope="col">{t('databases.name')}</th>
          <th scope="col">{t('databaseSelector.database')}</th>
          <th scope="col">{t('databaseSelector.schema')}</th>
          <th scope="col">{t('savedQueries.sql')}</th>
          <th scope="col">{t('savedQueries.modified')}</th>
          <th scope="col">{t('databases.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {queries.map((query) => {
          const name = query.label ?? '';
          return (
            <tr key={query.id}>
              <td className="loupe-table__primary">{name}</td>
              <td>{query.database?.database_name ?? ''}</td>
              <td>{query.schema ?? ''}</td>
              <td>
                <code className="loupe-saved-query-list__sql" title={query.sql ?? ''}>
                  {truncateSql(query.sql)}
                </code>
              </td>
              <td>{query.changed_on_delta_humanized}</td>
              <td className="loupe-table__actions">
                <Link
                  className="loupe-saved-query-list__open"
                  to={savedQueryPath(query.id)}
                  aria-label={t('savedQueries.open', { name })}
                >
                  {t('savedQueries.openShort')}
                </Link>
                <Button
                  variant="link"
                  size="small"
                  aria-label={t('savedQueries.copyLink', { name })}
                  onPress={() => actions.onCopyLink(query)}
                >
                  {t('savedQueries.copyLinkShort')}
                </Button>
                <Button
                  variant="link"
                  size="small"
                  aria-label={t('savedQueries.delete', { name })}
                  onPress={() => actions.onDelete(query)}
                >
                  <TrashIcon size={14} />
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
