// The Metrics tab: the saved metrics as an editable table (key, label, SQL expression), each
// row expanding to its format, currency, certification and warnings; rows can be added and
// deleted (Superset's CollectionTable of metrics).
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import { PlusIcon } from '../../components/Icon/icons.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { TextAreaField } from '../../components/TextAreaField/TextAreaField.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { type CurrencyPosition, type DraftMetric, newMetric } from './datasetEditModel.ts';
import {
  DeleteCell,
  DetailsToggleCell,
  ExpandedRow,
  NoItemsRow,
  updateByKey,
  useExpandedRows,
} from './EditDatasetRows.tsx';

/** A format pattern shown as an example (not text to translate). */
const D3_FORMAT_EXAMPLE = '%y/%m/%d';

export interface MetricsProps {
  metrics: DraftMetric[];
  onChange: (metrics: DraftMetric[]) => void;
}

function MetricDetails({
  metric,
  update,
}: {
  metric: DraftMetric;
  update: (patch: Partial<DraftMetric>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="loupe-edit-dataset__details">
      <TextField
        label={t('datasetEdit.description')}
        value={metric.description}
        onChange={(description) => update({ description })}
      />
      <TextField
        label={t('datasetEdit.metrics.d3format')}
        value={metric.d3format}
        placeholder={D3_FORMAT_EXAMPLE}
        onChange={(d3format) => update({ d3format })}
      />
      <div className="loupe-edit-dataset__currency">
        <TextField
          label={t('datasetEdit.metrics.currency')}
          placeholder={t('datasetEdit.metrics.currencyPlaceholder')}
          value={metric.currency.symbol}
          onChange={(symbol) => update({ currency: { ...metric.currency, symbol: symbol.toUpperCase() } })}
        />
        <Select
          label={t('datasetEdit.metrics.currencyPosition')}
          value={metric.currency.symbolPosition}
          options={[
            { value: 'prefix', label: t('datasetEdit.metrics.prefix') },
            { value: 'suffix', label: t('datasetEdit.metrics.suffix') },
          ]}
          onChange={(value) =>
            update({
              currency: { ...metric.currency, symbolPosition: (value ?? 'prefix') as CurrencyPosition },
            })
          }
        />
      </div>
      <TextField
        label={t('datasetEdit.certifiedBy')}
        value={metric.certified_by}
        onChange={(certified_by) => update({ certified_by })}
      />
      <TextField
        label={t('datasetEdit.certificationDetails')}
        value={metric.certification_details}
        onChange={(certification_details) => update({ certification_details })}
      />
      <TextAreaField
        label={t('datasetEdit.metrics.warning')}
        value={metric.warning_markdown}
        onChange={(warning_markdown) => update({ warning_markdown })}
      />
      <TextField
        label={t('datasetEdit.metrics.warningText')}
        value={metric.warning_text}
        onChange={(warning_text) => update({ warning_text })}
      />
    </div>
  );
}

export function EditDatasetMetrics({ metrics, onChange }: MetricsProps) {
  const { t } = useTranslation();
  const rows = useExpandedRows();
  const update = (key: string, patch: Partial<DraftMetric>) => onChange(updateByKey(metrics, key, patch));

  return (
    <div className="loupe-edit-dataset__collection">
      <div className="loupe-edit-dataset__toolbar">
        <Button
          size="small"
          onPress={() => onChange([newMetric(t('datasetEdit.metrics.newMetric')), ...metrics])}
        >
          <PlusIcon size={14} />
          {t('datasetEdit.addItem')}
        </Button>
      </div>
      <table className="loupe-table loupe-edit-dataset__table">
        <thead>
          <tr>
            <th scope="col">
              <span className="loupe-visually-hidden">{t('datasetEdit.details')}</span>
            </th>
            <th scope="col">{t('datasetEdit.metrics.key')}</th>
            <th scope="col">{t('datasetEdit.label')}</th>
            <th scope="col">{t('datasetEdit.expression')}</th>
            <th scope="col">
              <span className="loupe-visually-hidden">{t('datasetEdit.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {metrics.length === 0 && <NoItemsRow colSpan={5} />}
          {metrics.map((metric) => {
            const name = metric.metric_name;
            const open = rows.isOpen(metric.key);
            return (
              <Fragment key={metric.key}>
                <tr>
                  <DetailsToggleCell name={name} open={open} onToggle={() => rows.toggle(metric.key)} />
                  <td>
                    <TextField
                      aria-label={t('datasetEdit.metrics.keyOf', { name })}
                      value={name}
                      onChange={(metric_name) => update(metric.key, { metric_name })}
                    />
                  </td>
                  <td>
                    <TextField
                      aria-label={t('datasetEdit.metrics.labelOf', { name })}
                      value={metric.verbose_name}
                      onChange={(verbose_name) => update(metric.key, { verbose_name })}
                    />
                  </td>
                  <td className="loupe-edit-dataset__expression">
                    <TextAreaField
                      aria-label={t('datasetEdit.metrics.expressionOf', { name })}
                      value={metric.expression}
                      onChange={(expression) => update(metric.key, { expression })}
                      rows={2}
                      code
                    />
                  </td>
                  <DeleteCell
                    name={name}
                    onDelete={() => onChange(metrics.filter((item) => item.key !== metric.key))}
                  />
                </tr>
                {open && (
                  <ExpandedRow colSpan={4}>
                    <MetricDetails metric={metric} update={(patch) => update(metric.key, patch)} />
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
