import { useTranslation } from 'react-i18next';
import type { DatabaseListItem } from '../../api/queries.ts';
import { Button } from '../../components/Button/Button.tsx';
import { CheckIcon, EditIcon, TrashIcon } from '../../components/Icon/icons.tsx';

export interface DatabaseActions {
  onEdit: (database: DatabaseListItem) => void;
  onDelete: (database: DatabaseListItem) => void;
}

/** The rows of the database list: name, backend, exposed in SQL Lab, and edit/delete for writers. */
export function DatabaseTable({
  databases,
  actions,
}: {
  databases: readonly DatabaseListItem[];
  /** Absent: the user may not change databases. */
  actions?: DatabaseActions;
}) {
  const { t } = useTranslation();
  return (
    <table className="loupe-table">
      <thead>
        <tr>
          <th scope="col">{t('databases.name')}</th>
          <th scope="col">{t('databases.backend')}</th>
          <th scope="col">{t('databases.exposeInSqlLab')}</th>
          {actions && <th scope="col">{t('databases.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {databases.map((database) => (
          <tr key={database.id}>
            <td className="loupe-table__primary">{database.database_name}</td>
            <td>
              <span className="loupe-tag">{database.backend}</span>
            </td>
            <td>
              {database.expose_in_sqllab ? (
                <span className="loupe-table__yes">
                  <CheckIcon size={14} />
                  {t('common.yes')}
                </span>
              ) : (
                <span className="loupe-table__no">{t('common.no')}</span>
              )}
            </td>
            {actions && (
              <td className="loupe-table__actions">
                <Button
                  variant="link"
                  size="small"
                  aria-label={t('databases.edit', { name: database.database_name })}
                  onPress={() => actions.onEdit(database)}
                >
                  <EditIcon size={14} />
                </Button>
                <Button
                  variant="link"
                  size="small"
                  aria-label={t('databases.delete', { name: database.database_name })}
                  onPress={() => actions.onDelete(database)}
                >
                  <TrashIcon size={14} />
                </Button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
