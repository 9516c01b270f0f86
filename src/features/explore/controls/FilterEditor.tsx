// The adhoc filter popover: SIMPLE (column, operator grouped by value count, value) or SQL
// (WHERE / HAVING clause with an expression).
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import {
  comparatorFor,
  comparatorText,
  MULTI_VALUE_OPERATORS,
  NO_VALUE_OPERATORS,
  SINGLE_VALUE_OPERATORS,
  valueCountOf,
} from './adhocOperators.ts';
import { EditorActions, type ItemEditorProps, SqlExpressionField } from './editorParts.tsx';

type Filter = Record<string, unknown>;

export function FilterEditor({ item, datasource, save, close }: ItemEditorProps) {
  const { t } = useTranslation();
  const filter = (item ?? {}) as Filter;
  const [tab, setTab] = useState(filter.expressionType === 'SQL' ? 'SQL' : 'SIMPLE');
  const [subject, setSubject] = useState<string | null>((filter.subject as string) ?? null);
  const [operator, setOperator] = useState<string>((filter.operator as string) ?? '==');
  const [text, setText] = useState(comparatorText(filter.comparator));
  const [clause, setClause] = useState<string>((filter.clause as string) ?? 'WHERE');
  const [sql, setSql] = useState<string>((filter.sqlExpression as string) ?? '');
  const operatorOptions = [
    ...NO_VALUE_OPERATORS.map((op) => ({ value: op, label: `${op} (${t('explorePage.filter.noValue')})` })),
    ...SINGLE_VALUE_OPERATORS.map((op) => ({
      value: op,
      label: `${op} (${t('explorePage.filter.singleValue')})`,
    })),
    ...MULTI_VALUE_OPERATORS.map((op) => ({
      value: op,
      label: `${op} (${t('explorePage.filter.multiValue')})`,
    })),
  ];
  const result: Filter | null =
    tab === 'SQL'
      ? sql.trim()
        ? {
            expressionType: 'SQL',
            clause,
            sqlExpression: sql,
            subject: null,
            operator: null,
            comparator: null,
          }
        : null
      : subject
        ? {
            expressionType: 'SIMPLE',
            clause: 'WHERE',
            subject,
            operator,
            comparator: comparatorFor(operator, text),
          }
        : null;
  return (
    <div className="loupe-explore__editor">
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key))}>
        <TabList aria-label={t('explorePage.filter.kind')} className="loupe-explore__tabs">
          <Tab id="SIMPLE">{t('explorePage.filter.simple')}</Tab>
          <Tab id="SQL">{t('explorePage.filter.sql')}</Tab>
        </TabList>
        <TabPanel id="SIMPLE">
          <Select
            label={t('explorePage.metric.column')}
            options={datasource.columns
              .filter((c) => c.filterable !== false)
              .map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name }))}
            value={subject}
            onChange={setSubject}
          />
          <Select
            label={t('explorePage.filter.operator')}
            options={operatorOptions}
            value={operator}
            onChange={(op) => setOperator(op ?? '==')}
          />
          {valueCountOf(operator) !== 'none' && (
            <TextField label={t('explorePage.filter.value')} value={text} onChange={setText} />
          )}
        </TabPanel>
        <TabPanel id="SQL">
          <Select
            label={t('explorePage.filter.clause')}
            options={['WHERE', 'HAVING'].map((c) => ({ value: c, label: c }))}
            value={clause}
            onChange={(c) => setClause(c ?? 'WHERE')}
          />
          <SqlExpressionField value={sql} onChange={setSql} />
        </TabPanel>
      </Tabs>
      <EditorActions result={result} save={save} close={close} />
    </div>
  );
}
