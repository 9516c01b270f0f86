// CREATE TABLE AS / CREATE VIEW AS (spec §7: select_as_cta, ctas_method, tmp_table_name): a
// 'Table name' input and a button per method the database allows, in the run area.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import './SqlLabTools.css';

export type CtasMethod = 'TABLE' | 'VIEW';

/** The names the server accepts for tmp_table_name (Superset's pattern). */
const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

interface CtasControlsProps {
  allowCtas: boolean;
  allowCvas: boolean;
  canRun: boolean;
  onRun(method: CtasMethod, tableName: string): void;
}

export function CtasControls({ allowCtas, allowCvas, canRun, onRun }: CtasControlsProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  if (!allowCtas && !allowCvas) return null;
  const trimmed = name.trim();
  const valid = TABLE_NAME.test(trimmed);
  const invalid = trimmed !== '' && !valid;
  return (
    <span className="loupe-sql-lab-tools__ctas">
      <input
        type="text"
        aria-label={t('sqlLabTools.tableName')}
        placeholder={t('sqlLabTools.tableName')}
        title={invalid ? t('sqlLabTools.tableNameInvalid') : undefined}
        aria-invalid={invalid}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      {allowCtas && (
        <Button size="small" isDisabled={!canRun || !valid} onPress={() => onRun('TABLE', trimmed)}>
          {t('sqlLabTools.createTableAs')}
        </Button>
      )}
      {allowCvas && (
        <Button size="small" isDisabled={!canRun || !valid} onPress={() => onRun('VIEW', trimmed)}>
          {t('sqlLabTools.createViewAs')}
        </Button>
      )}
    </span>
  );
}
