// The Columns and Calculated columns tabs (Superset's ColumnCollectionTable): name, data type,
// is temporal, is filterable, is dimension; each row expands to its label, description, date
// format and certification (and SQL expression for calculated columns). Calculated columns can
// be added and renamed; any column can be deleted.
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import { PlusIcon } from '../../components/Icon/icons.tsx';
import { TextAreaField } from '../../components/TextAreaField/TextAreaField.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { type DraftColumn, newCalculatedColumn } from './datasetEditModel.ts';
import { CellCheckbox } from './EditDatasetFields.tsx';
import {
  DeleteCell,
  DetailsToggleCell,
  ExpandedRow,
  NoItemsRow,
  updateByKey,
  useExpandedRows,
} from './EditDatasetRows.tsx';

/** A strftime pattern shown as an example (not text to translate). */
const DATE_FORMAT_EXAMPLE = '%Y-%m-%d';

export interface ColumnsProps {
  columns: DraftColumn[];
  onChange: (columns: DraftColumn[]) => void;
  /** Calculated columns: named and typed by the user, with an SQL expression. */
  calculated?: boolean;
  /** Above the table (the 'Sync columns from source' button). */
  toolbar?: ReactNode;
}

function ColumnDetails({
  column,
  calculated,
  update,
}: {
  column: DraftColumn;
  calculated: boolean;
  update: (patch: Partial<DraftColumn>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="loupe-edit-dataset__details">
      {calculated && (
        <TextAreaField
          label={t('datasetEdit.expression')}
          value={column.expression}
          placeholder={t('datasetEdit.columns.expressionPlaceholder')}
          onChange={(expression) => update({ expression })}
          code
        />
      )}
      <TextField
        label={t('datasetEdit.label')}
        value={column.verbose_name}
        onChange={(verbose_name) => update({ verbose_name })}
      />
      <TextField
        label={t('datasetEdit.description')}
        value={column.description}
        onChange={(description) => update({ description })}
      />
      {calculated && (
        <TextField
          label={t('datasetEdit.columns.type')}
          value={column.type}
          onChange={(type) => update({ type })}
        />
      )}
      <TextField
        label={t('datasetEdit.columns.dateFormat')}
        placeholder={DATE_FORMAT_EXAMPLE}
        value={column.python_date_format}
        onChange={(python_date_format) => update({ python_date_format })}
      />
      <TextField
        label={t('datasetEdit.certifiedBy')}
        value={column.certified_by}
        onChange={(certified_by) => update({ certified_by })}
      />
      <TextField
        label={t('datasetEdit.certificationDetails')}
        value={column.certification_details}
        onChange={(certification_details) => update({ certification_details })}
      />
    </div>
  );
}

export function EditDatasetColumns({ columns, onChange, calculated = false, toolbar }: ColumnsProps) {
  const { t } = useTranslation();
  const rows = useExpandedRows();
  const update = (key: string, patch: Partial<DraftColumn>) => onChange(updateByKey(columns, key, patch));
  const add = () => {
    const column = newCalculatedColumn(t('datasetEdit.columns.newColumn'), '');
    rows.open(column.key);
    onChange([...columns, column]);
  };
  const flags = [
    ['is_dttm', t('datasetEdit.columns.isTemporal')],
    ['filterable', t('datasetEdit.columns.isFilterable')],
    ['groupby', t('datasetEdit.columns.isDimension')],
  ] as const;

  return (
    <div className="loupe-edit-dataset__collection">
      <div className="loupe-edit-dataset__toolbar">
        {toolbar}
        {calculated && (
          <Button size="small" onPress={add}>
            <PlusIcon size={14} />
            {t('datasetEdit.addItem')}
          </Button>
        )}
      </div>
      <table className="loupe-table loupe-edit-dataset__table">
        <thead>
          <tr>
            <th scope="col">
              <span className="loupe-visually-hidden">{t('datasetEdit.details')}</span>
            </th>
            <th scope="col">{t('datasetEdit.columns.column')}</th>
            <th scope="col">{t('datasetEdit.columns.type')}</th>
            {flags.map(([field, label]) => (
              <th scope="col" key={field}>
                {label}
              </th>
            ))}
            <th scope="col">
              <span className="loupe-visually-hidden">{t('datasetEdit.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {columns.length === 0 && <NoItemsRow colSpan={7} />}
          {columns.map((column) => {
            const name = column.column_name;
            const open = rows.isOpen(column.key);
            return (
              <Fragment key={column.key}>
                <tr>
                  <DetailsToggleCell name={name} open={open} onToggle={() => rows.toggle(column.key)} />
                  <td className="loupe-table__primary">
                    {calculated ? (
                      <TextField
                        aria-label={t('datasetEdit.columns.nameOf', { name })}
                        value={name}
                        onChange={(column_name) => update(column.key, { column_name })}
                      />
                    ) : (
                      name
                    )}
                  </td>
                  <td>{column.type && <span className="loupe-tag">{column.type}</span>}</td>
                  {flags.map(([field, label]) => (
                    <td key={field}>
                      <CellCheckbox
                        label={`${label}: ${name}`}
                        isSelected={column[field]}
                        onChange={(value) => update(column.key, { [field]: value })}
                      />
                    </td>
                  ))}
                  <DeleteCell
                    name={name}
                    onDelete={() => onChange(columns.filter((item) => item.key !== column.key))}
                  />
                </tr>
                {open && (
                  <ExpandedRow colSpan={6}>
                    <ColumnDetails
                      column={column}
                      calculated={calculated}
                      update={(patch) => update(column.key, patch)}
                    />
                  </ExpandedRow>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
