import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button/Button.tsx';
import { ComboBox } from '../../components/ComboBox/ComboBox.tsx';
import { ClientErrorMessage } from '../../components/ErrorPanel/ClientErrorMessage.tsx';
import { getViz } from '../../visualizations/registry.ts';
import { type DatasetOption, useDatasetOptions } from './useDatasetOptions.ts';
import { VizTypeGallery } from './VizTypeGallery.tsx';
import './ChartCreationPage.css';

export function exploreUrl(vizType: string, datasetId: number): string {
  return `/explore/?${new URLSearchParams({ viz_type: vizType, datasource: `${datasetId}__table` })}`;
}

/** /chart/add/ (Superset's ChartCreation): choose a dataset, then a chart type, then open explore. */
export function ChartCreationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useDatasetOptions();
  const [dataset, setDataset] = useState<DatasetOption | null>(null);
  const [vizType, setVizType] = useState<string | null>(null);
  const ready = dataset !== null && vizType !== null;
  const open = (type: string | null) => {
    if (dataset && type) navigate(exploreUrl(type, dataset.id));
  };
  const chosen = vizType ? getViz(vizType) : undefined;
  const hint = ready ? null : vizType ? t('chartCreation.needDataset') : t('chartCreation.needBoth');

  return (
    <div className="loupe-page loupe-chart-creation">
      <h1 className="loupe-page__title">{t('chartCreation.title')}</h1>
      <section className="loupe-card loupe-chart-creation__step">
        <h2 className="loupe-chart-creation__step-title">
          <span className="loupe-chart-creation__step-number">1</span>
          {t('chartCreation.chooseDataset')}
        </h2>
        {options.error ? <ClientErrorMessage error={options.error} /> : null}
        <ComboBox
          aria-label={t('chartCreation.dataset')}
          placeholder={t('chartCreation.chooseDataset')}
          className="loupe-chart-creation__dataset"
          options={options.datasets.map((d) => ({
            value: String(d.id),
            label: d.where ? `${d.tableName} (${d.where})` : d.tableName,
          }))}
          value={dataset ? String(dataset.id) : null}
          {...(dataset ? { selectedLabel: dataset.tableName } : {})}
          isLoading={options.isLoading}
          loadingText={t('chartCreation.loading')}
          emptyText={t('chartCreation.noDatasets')}
          onSearch={options.setSearch}
          onChange={(value) =>
            setDataset(value === null ? null : (options.datasets.find((d) => String(d.id) === value) ?? null))
          }
        />
      </section>
      <section className="loupe-card loupe-chart-creation__step">
        <h2 className="loupe-chart-creation__step-title">
          <span className="loupe-chart-creation__step-number">2</span>
          {t('chartCreation.chooseChartType')}
        </h2>
        <VizTypeGallery
          selected={vizType}
          onSelect={setVizType}
          onOpen={(type) => {
            setVizType(type);
            open(type);
          }}
        />
        {chosen && (
          <div className="loupe-chart-creation__details">
            <strong>{chosen.name}</strong>
            <p>{chosen.description}</p>
          </div>
        )}
      </section>
      <footer className="loupe-chart-creation__footer">
        {hint && <span className="loupe-chart-creation__hint">{hint}</span>}
        <Button variant="primary" isDisabled={!ready} onPress={() => open(vizType)}>
          {t('chartCreation.create')}
        </Button>
      </footer>
    </div>
  );
}
