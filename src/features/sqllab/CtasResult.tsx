// A finished CREATE TABLE/VIEW AS query (Superset's ResultSet): 'Table [schema.table] was
// created' (or View) and 'Query in a new tab', which opens SELECT * FROM it.
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import { ctasMethodOf } from './ctasMethods.ts';
import { openRequestedQuery } from './openRequestedQuery.ts';
import type { QueryEntry, SqlLabSession } from './sqlLabSession.ts';
import { useUntitledTemplate } from './useUntitledTemplate.ts';
import './SqlLabTools.css';

interface CtasResultProps {
  session: SqlLabSession;
  entry: QueryEntry;
  queryId: string;
  dbId: number | null;
  tempSchema: string | null;
  tempTable: string;
}

export function CtasResult({ session, entry, queryId, dbId, tempSchema, tempTable }: CtasResultProps) {
  const { t } = useTranslation();
  const template = useUntitledTemplate();
  const qualified = `${tempSchema ? `${tempSchema}.` : ''}${tempTable}`;
  const message =
    ctasMethodOf(queryId) === 'VIEW'
      ? t('sqlLabTools.viewCreated', { name: qualified })
      : t('sqlLabTools.tableCreated', { name: qualified });
  return (
    <div className="loupe-sql-lab__notice loupe-sql-lab-tools__ctas-done" role="status">
      <span>{message}</span>
      <Button
        size="small"
        onPress={() =>
          openRequestedQuery(
            session,
            {
              sql: `SELECT * FROM ${qualified}`,
              dbId,
              catalog: entry.catalog,
              schema: tempSchema ?? entry.schema,
              name: tempTable,
            },
            template,
          )
        }
      >
        {t('sqlLabTools.queryInNewTab')}
      </Button>
    </div>
  );
}
