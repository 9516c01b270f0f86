import { useTranslation } from 'react-i18next';
import type { DatabaseListItem } from '../../api/queries.ts';
import { CheckIcon } from '../../components/Icon/icons.tsx';

/** The rows of the database list: name, backend, exposed in SQL Lab. */
export function DatabaseTable({ databases }: { databases: readonly DatabaseListItem[] }) {
  const { t } = useTranslation();
  return (
    <table className="loupe-table">
      <thead>
        <tr>
          <th scope="col">{t('databases.name')}</th>
          <th scope="col">{t('databases.backend')}</th>
          <th scope="col">{t('databases.exposeInSqlLab')}</th>
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
          </tr>
        ))}
      </tbody>
    </table>
  );
}
