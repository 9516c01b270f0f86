// The Metrics tab: the saved metrics as an editable table (key, label, SQL expression), each
// row expanding to its format, currency, certification and warnings; rows can be added and
// deleted (Superset's CollectionTable of metrics).
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import { ChevronDownIcon, ChevronRightIcon, PlusIcon, TrashIcon } from '../../components/Icon/icons.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { type CurrencyPosition, type DraftMetric, newMetric } from './datasetEditModel.ts';
import { TextAreaField } from './EditDatasetFields.tsx';

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
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const update = (key: string, patch: Partial<DraftMetric>) =>
    onChange(metrics.map((metric) => (metric.key === key ? { ...metric, ...patch } : metric)));
  const toggle = (key: string) =>
    setExpanded((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });

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
          {metrics.length === 0 && (
            <tr>
              <td colSpan={5} className="loupe-edit-dataset__empty">
                {t('datasetEdit.noItems')}
              </td>
            </tr>
          )}
          {metrics.map((metric) => {
            const name = metric.metric_name;
            const open = expanded.has(metric.key);
            return (
              <Fragment key={metric.key}>
                <tr>
                  <td>
                    <Button
                      variant="link"
                      size="small"
                      aria-expanded={open}
                      aria-label={t('datasetEdit.showDetails', { name })}
                      onPress={() => toggle(metric.key)}
                    >
                      {open ? <ChevronDownIcon size={14} /> : <ChevronRightIcon size={14} />}
                    </Button>
                  </td>
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
                  <td>
                    <Button
                      variant="link"
                      size="small"
                      aria-label={t('datasetEdit.delete', { name })}
                      onPress={() => onChange(metrics.filter((item) => item.key !== metric.key))}
                    >
                      <TrashIcon size={14} />
                    </Button>
                  </td>
                </tr>
                {open && (
                  <tr className="loupe-edit-dataset__expanded">
                    <td />
                    <td colSpan={4}>
                      <MetricDetails metric={metric} update={(patch) => update(metric.key, patch)} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
