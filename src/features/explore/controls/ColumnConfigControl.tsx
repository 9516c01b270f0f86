// The table's "Customize columns" (column_config): a chip per column of the table, each opening
// its settings (ColumnConfigEditor); a column with settings of its own is marked. The value is
// Superset's { [column]: { d3NumberFormat, …, columnWidth } }.

import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { columnOfChoice } from '../../../visualizations/table/controlPanel.ts';
import type { ColumnConfig } from '../../../visualizations/table/tableColumns.ts';
import { ColumnConfigEditor } from './ColumnConfigEditor.tsx';
import type { ControlProps } from './controlProps.ts';
import { EditorPopover } from './ItemListControl.tsx';

type ColumnConfigs = Record<string, ColumnConfig>;

function configsOf(value: unknown): ColumnConfigs {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as ColumnConfigs) : {};
}

export function ColumnConfigControl({ control, onChange }: ControlProps) {
  const { t } = useTranslation();
  const configs = configsOf(control.value);
  const columns = (control.choices ?? []).map(([value, label]) => ({ ...columnOfChoice(value), label }));
  const saveColumn = (name: string, config: ColumnConfig) => {
    const { [name]: _old, ...rest } = configs;
    onChange(Object.keys(config).length > 0 ? { ...rest, [name]: config } : rest);
  };
  return (
    <fieldset className="loupe-explore__items" data-control={control.name}>
      <legend className="loupe-field__label">{control.config.label}</legend>
      {columns.length === 0 && <p className="loupe-explore__hint">{t('explorePage.columnConfig.none')}</p>}
      <ul className="loupe-explore__chips">
        {columns.map((column) => {
          const own = configs[column.name];
          const customised = own !== undefined && Object.keys(own).length > 0;
          return (
            <li key={column.name} className="loupe-explore__chip">
              <EditorPopover
                label={column.label}
                trigger={
                  <Button
                    className="loupe-explore__chip-label"
                    aria-label={
                      customised
                        ? t('explorePage.columnConfig.customised', { column: column.label })
                        : column.label
                    }
                  >
                    {customised ? `${column.label} •` : column.label}
                  </Button>
                }
              >
                {(close) => (
                  <ColumnConfigEditor
                    column={column}
                    config={own ?? {}}
                    save={(config) => saveColumn(column.name, config)}
                    close={close}
                  />
                )}
              </EditorPopover>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
