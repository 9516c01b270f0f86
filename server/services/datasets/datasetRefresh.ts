// PUT /api/v1/dataset/{pk}/refresh, as Superset's RefreshDatasetCommand: the engine's columns
// now (new ones added, missing ones dropped, types updated, user edits and calculated columns
// kept), main_dttm_col set when the dataset has none, count = COUNT(*) added when missing.
import type { components } from '../../../src/api/schema.gen.ts';
import { updateDataset } from '../../store/repositories/datasetWritesRepository.ts';
import type { Principal } from '../security/principal.ts';
import { columnWriteOf, metricWriteOf, refreshColumns, withCountMetric } from './datasetColumnLists.ts';
import { requireDataset } from './datasetReads.ts';
import { assertMayChange, assertNotManagedExternally } from './datasetValidation.ts';
import { type DatasetWriteContext, engineColumnsOf } from './datasetWrites.ts';

type MessageResponse = components['schemas']['MessageResponse'];

export async function refreshDataset(
  ctx: DatasetWriteContext,
  principal: Principal,
  id: number,
): Promise<MessageResponse> {
  const dataset = await requireDataset(ctx.db, id);
  assertMayChange(principal, dataset);
  // Its columns come from elsewhere (as PUT and DELETE, refused with the spec's text).
  assertNotManagedExternally(dataset);
  const engine = await engineColumnsOf(ctx, principal, dataset.database_id, dataset);
  const now = new Date().toISOString();
  const { columns, firstTemporal } = refreshColumns(dataset.columns.map(columnWriteOf), engine, now);
  await updateDataset(
    ctx.db,
    id,
    {
      changed_on: now,
      changed_by_fk: principal.user.id,
      ...(dataset.main_dttm_col ? {} : { main_dttm_col: firstTemporal }),
    },
    { columns, metrics: withCountMetric(dataset.metrics.map(metricWriteOf), now) },
  );
  ctx.invalidate(id);
  return { message: 'OK' };
}
