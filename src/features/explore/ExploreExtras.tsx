// What the explore page mounts in its slots (spec §2, §5): in the header the 'Altered' label, the
// Save button with the Save chart modal and the actions menu (downloads, permalink, View query);
// under the chart the Results / Samples panes.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { components } from '../../api/schema.gen.ts';
import { Button } from '../../components/Button/Button.tsx';
import type { FormData, QueryContext, VizDatasource } from '../../visualizations/core/types.ts';
import { getViz } from '../../visualizations/registry.ts';
import { ExploreActionsMenu } from './actions/ExploreActionsMenu.tsx';
import { AlteredLabel } from './altered/AlteredLabel.tsx';
import type { ControlInfoMap } from './altered/chartChanges.ts';
import type { ControlsState } from './controlState/types.ts';
import { DataTablesPane } from './panes/DataTablesPane.tsx';
import { ViewQueryModal } from './panes/ViewQueryModal.tsx';
import { ChartPropertiesModal } from './save/ChartPropertiesModal.tsx';
import { SaveChartModal } from './save/SaveChartModal.tsx';

type Schemas = components['schemas'];

/** The query context the chart runs, or null while the form data cannot build one. */
export function queryContextOf(formData: FormData): QueryContext | null {
  const plugin = getViz(formData.viz_type);
  if (!plugin) return null;
  try {
    return plugin.buildQuery(formData);
  } catch {
    return null;
  }
}

/** What 'Altered' needs of each control: its label and widget type. */
function controlInfoOf(controls: ControlsState | undefined): ControlInfoMap {
  const info: Record<string, { label?: string; type?: string }> = {};
  for (const [name, control] of Object.entries(controls ?? {}))
    info[name] = {
      type: control.config.type,
      ...(control.config.label ? { label: control.config.label } : {}),
    };
  return info;
}

/** The chart's drawing, for 'Download as image'. */
const chartElement = () => document.querySelector<HTMLElement>('[data-testid="explore-chart"]');

export interface ExploreHeaderActionsProps {
  formData: FormData;
  /** The controls of the chart: their labels name the changes of 'Altered'. */
  controls?: ControlsState;
  slice: Schemas['ExploreSlice'] | null;
  permissions: Schemas['ExploreUserPermissions'];
}

export function ExploreHeaderActions({ formData, controls, slice, permissions }: ExploreHeaderActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The saved chart opens afresh: its bootstrap (slice, saved form data) is read again.
  const reopen = (chartId: number) => {
    queryClient.removeQueries({ queryKey: ['get', '/api/v1/explore/'] });
    navigate(`/explore/?slice_id=${chartId}`, { state: { exploreReopen: Date.now() } });
  };
  const [saving, setSaving] = useState(false);
  const [viewingQuery, setViewingQuery] = useState(false);
  const [editingProperties, setEditingProperties] = useState(false);
  const queryContext = useMemo(() => queryContextOf(formData), [formData]);
  const controlInfo = useMemo(() => controlInfoOf(controls), [controls]);
  const savedSlice = slice
    ? {
        slice_id: slice.slice_id,
        slice_name: slice.slice_name,
        owners: slice.owners,
        form_data: slice.form_data,
      }
    : null;
  return (
    <>
      {slice && (
        <AlteredLabel
          savedFormData={slice.form_data as Partial<FormData>}
          currentFormData={formData}
          controls={controlInfo}
        />
      )}
      {(permissions.can_add || permissions.can_overwrite) && (
        <Button variant="primary" onPress={() => setSaving(true)}>
          {t('chartSave.save')}
        </Button>
      )}
      {slice && permissions.can_overwrite && (
        <Button onPress={() => setEditingProperties(true)}>{t('chartProperties.title')}</Button>
      )}
      <ExploreActionsMenu
        formData={formData}
        queryContext={queryContext}
        sliceName={slice?.slice_name ?? null}
        canDownload={permissions.can_download}
        getChartElement={chartElement}
        onViewQuery={() => setViewingQuery(true)}
      />
      {saving && (
        <SaveChartModal
          formData={formData}
          slice={savedSlice}
          canOverwrite={permissions.can_overwrite}
          buildQueryContext={getViz(formData.viz_type)?.buildQuery ?? null}
          onSaved={(result, goToDashboard) =>
            goToDashboard && result.dashboard
              ? navigate(`/superset/dashboard/${result.dashboard.id}/`)
              : reopen(result.chartId)
          }
          onHide={() => setSaving(false)}
        />
      )}
      {editingProperties && slice && (
        <ChartPropertiesModal
          slice={slice}
          onHide={() => setEditingProperties(false)}
          // The header shows the new name: the bootstrap is read again (the form data stays as edited).
          onSaved={() => queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/explore/'] })}
        />
      )}
      {viewingQuery && queryContext && (
        <ViewQueryModal queryContext={queryContext} onHide={() => setViewingQuery(false)} />
      )}
    </>
  );
}

/** The chart's data panes, collapsed until asked for (as Superset's): no query runs before. */
export function ExploreBelowChart({
  formData,
  datasource,
}: {
  formData: FormData;
  datasource: VizDatasource;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="link" aria-expanded={open} onPress={() => setOpen(!open)}>
        {t('explorePanes.dataTables')}
      </Button>
      {open && (
        <DataTablesPane
          queryContext={queryContextOf(formData)}
          datasource={{ id: datasource.id, type: datasource.type }}
        />
      )}
    </>
  );
}
