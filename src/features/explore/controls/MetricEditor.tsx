// The adhoc metric popover: Simple (aggregate × column), Custom SQL, Saved.
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/Select/Select.tsx';
import { AGGREGATES, simpleMetricLabel } from './adhocOperators.ts';
import { EditorActions, type ItemEditorProps, SqlExpressionField } from './editorParts.tsx';

type Adhoc = Record<string, unknown>;

export function MetricEditor({ item, datasource, save, close }: ItemEditorProps) {
  const { t } = useTranslation();
  const adhoc = item && typeof item === 'object' ? (item as Adhoc) : null;
  const initialTab = typeof item === 'string' ? 'saved' : adhoc?.expressionType === 'SQL' ? 'sql' : 'simple';
  const [tab, setTab] = useState<string>(initialTab);
  const [column, setColumn] = useState<string | null>(
    (adhoc?.column as { column_name?: string } | undefined)?.column_name ?? null,
  );
  const [aggregate, setAggregate] = useState<string | null>((adhoc?.aggregate as string) ?? null);
  const [sql, setSql] = useState<string>((adhoc?.sqlExpression as string) ?? '');
  const [saved, setSaved] = useState<string | null>(typeof item === 'string' ? item : null);

  const result = (): unknown => {
    if (tab === 'saved') return saved;
    if (tab === 'sql') return sql.trim() ? { expressionType: 'SQL', sqlExpression: sql, label: sql } : null;
    if (!column || !aggregate) return null;
    const found = datasource.columns.find((c) => c.column_name === column);
    return {
      expressionType: 'SIMPLE',
      column: { column_name: column, ...(found?.type ? { type: found.type } : {}) },
      aggregate,
      label: simpleMetricLabel(aggregate, column),
    };
  };
  const value = result();
  return (
    <div className="loupe-explore__editor">
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key))}>
        <TabList aria-label={t('explorePage.metric.kind')} className="loupe-explore__tabs">
          <Tab id="saved">{t('explorePage.metric.saved')}</Tab>
          <Tab id="simple">{t('explorePage.metric.simple')}</Tab>
          <Tab id="sql">{t('explorePage.metric.sql')}</Tab>
        </TabList>
        <TabPanel id="saved">
          <Select
            label={t('explorePage.metric.savedMetric')}
            options={datasource.metrics.map((m) => ({
              value: m.metric_name,
              label: m.verbose_name || m.metric_name,
            }))}
            value={saved}
            onChange={setSaved}
          />
        </TabPanel>
        <TabPanel id="simple">
          <Select
            label={t('explorePage.metric.column')}
            options={datasource.columns.map((c) => ({
              value: c.column_name,
              label: c.verbose_name || c.column_name,
            }))}
            value={column}
            onChange={setColumn}
          />
          <Select
            label={t('explorePage.metric.aggregate')}
            options={AGGREGATES.map((a) => ({ value: a, label: a }))}
            value={aggregate}
            onChange={setAggregate}
          />
        </TabPanel>
        <TabPanel id="sql">
          <SqlExpressionField value={sql} onChange={setSql} />
        </TabPanel>
      </Tabs>
      <EditorActions result={value} save={save} close={close} />
    </div>
  );
}
