import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApi } from '../../../api/ApiProvider.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { ComboBox } from '../../../components/ComboBox/ComboBox.tsx';
import { Modal } from '../../../components/Modal/Modal.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { useToasts } from '../../../components/Toasts/useToasts.ts';
import type { FormData, QueryContext } from '../../../visualizations/core/types.ts';
import { type DashboardChoice, type SaveChartResult, type SavedSlice, saveChart } from './saveChart.ts';
import { useDashboardOptions } from './useDashboardOptions.ts';
import './SaveChartModal.css';

export interface SaveChartModalProps {
  /** The form data explore holds now. */
  formData: FormData;
  /** The chart explore has open; null for a new chart. */
  slice: SavedSlice | null;
  /** user_permissions.can_overwrite of the explore bootstrap (the user owns the chart). */
  canOverwrite: boolean;
  /** The chart type's buildQuery, saved as the chart's query_context. */
  buildQueryContext?: ((formData: FormData) => QueryContext) | null;
  onHide: () => void;
  /** After a save; by default explore reopens on the chart (or the dashboard for 'Save & go'). */
  onSaved?: (result: SaveChartResult, goToDashboard: boolean) => void;
}

const NEW_PREFIX = 'new:';

/** 'Save chart': overwrite or save as, optionally to an existing or a new dashboard (Superset's SaveModal). */
export function SaveChartModal(props: SaveChartModalProps) {
  const { formData, slice, canOverwrite, buildQueryContext, onHide, onSaved } = props;
  const { t } = useTranslation();
  const client = useApi();
  const toasts = useToasts();
  const navigate = useNavigate();
  const mayOverwrite = canOverwrite && slice !== null;
  const [action, setAction] = useState<'overwrite' | 'saveas'>(mayOverwrite ? 'overwrite' : 'saveas');
  const [name, setName] = useState(slice?.slice_name ?? '');
  const [dashboard, setDashboard] = useState<DashboardChoice | null>(null);
  const options = useDashboardOptions();
  const typed = options.search.trim();
  const exists = options.dashboards.some((d) => d.title === typed);
  const dashboardOptions = [
    ...(typed && !exists ? [{ value: `${NEW_PREFIX}${typed}`, label: typed }] : []),
    ...options.dashboards.map((d) => ({ value: String(d.id), label: d.title })),
  ];

  const save = useMutation({
    mutationFn: (goToDashboard: boolean) =>
      saveChart(client, {
        action,
        sliceName: name.trim(),
        formData,
        slice,
        dashboard,
        buildQueryContext,
      }).then((result) => ({ result, goToDashboard })),
    onSuccess: ({ result, goToDashboard }) => {
      const chartName = name.trim();
      toasts.addSuccessToast(
        action === 'overwrite' && slice
          ? t('chartSave.overwritten', { name: chartName })
          : t('chartSave.saved', { name: chartName }),
      );
      if (result.dashboard) {
        toasts.addSuccessToast(
          result.dashboard.created
            ? t('chartSave.dashboardCreated', { title: result.dashboard.title, name: chartName })
            : t('chartSave.addedToDashboard', { title: result.dashboard.title, name: chartName }),
        );
      }
      onHide();
      if (onSaved) onSaved(result, goToDashboard);
      else if (goToDashboard && result.dashboard) navigate(`/superset/dashboard/${result.dashboard.id}/`);
      else navigate(`/explore/?slice_id=${result.chartId}`);
    },
  });

  const pickDashboard = (value: string | null) => {
    if (value === null) setDashboard(null);
    else if (value.startsWith(NEW_PREFIX))
      setDashboard({ kind: 'new', title: value.slice(NEW_PREFIX.length) });
    else {
      const found = options.dashboards.find((d) => String(d.id) === value);
      if (found) setDashboard({ kind: 'existing', id: found.id, title: found.title });
    }
  };
  const selectedValue =
    dashboard === null
      ? null
      : dashboard.kind === 'new'
        ? `${NEW_PREFIX}${dashboard.title}`
        : String(dashboard.id);
  const canSave = name.trim() !== '' && !save.isPending;

  return (
    <Modal
      show
      onHide={onHide}
      title={t('chartSave.title')}
      footer={
        <>
          <Button onPress={onHide}>{t('modal.cancel')}</Button>
          <Button isDisabled={!canSave || dashboard === null} onPress={() => save.mutate(true)}>
            {t('chartSave.saveAndGo')}
          </Button>
          <Button variant="primary" isDisabled={!canSave} onPress={() => save.mutate(false)}>
            {t('chartSave.save')}
          </Button>
        </>
      }
    >
      <div className="loupe-save-chart">
        {save.isError && (
          <div className="loupe-save-chart__alert" role="alert">
            {t('chartSave.failed')}
          </div>
        )}
        {options.error && (
          <div className="loupe-save-chart__alert" role="alert">
            {t('chartSave.dashboardsFailed')}
          </div>
        )}
        <RadioGroup
          className="loupe-save-chart__actions"
          aria-label={t('chartSave.title')}
          value={action}
          onChange={(value) => setAction(value as 'overwrite' | 'saveas')}
          orientation="horizontal"
        >
          {mayOverwrite && (
            <Radio className="loupe-save-chart__radio" value="overwrite">
              {t('chartSave.overwrite')}
            </Radio>
          )}
          <Radio className="loupe-save-chart__radio" value="saveas">
            {t('chartSave.saveAs')}
          </Radio>
        </RadioGroup>
        <TextField label={t('chartSave.chartName')} value={name} onChange={setName} isRequired />
        <ComboBox
          label={t('chartSave.addToDashboard')}
          placeholder={t('chartSave.dashboardPlaceholder')}
          options={dashboardOptions}
          value={selectedValue}
          {...(dashboard ? { selectedLabel: dashboard.title } : {})}
          onChange={pickDashboard}
          onSearch={options.setSearch}
          isLoading={options.isLoading}
          emptyText={t('chartSave.noDashboards')}
        />
        {dashboard?.kind === 'new' && <p className="loupe-save-chart__hint">{t('chartSave.newDashboard')}</p>}
      </div>
    </Modal>
  );
}
