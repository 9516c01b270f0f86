// Who may explore what, as Superset 3.1's explore/utils.py check_access: the dataset must exist
// (404 'Dataset does not exist') and be accessible by the dataset list's rule (403 with
// Superset's datasource message, the dataset's id and type in extra); a chart, when named, must
// exist (404 'Chart not found') and be owned or readable (can_read on Chart; 403 'You don't have
// access to this chart.').

import type { MetadataDb } from '../../store/metadataStore.ts';
import { type DatasetFull, findDataset } from '../../store/repositories/datasetsRepository.ts';
import { mayAccessDataset } from '../datasets/datasetAccess.ts';
import { datasetNotFound } from '../datasets/datasetReads.ts';
import { fullNameOf } from '../datasets/datasetShapes.ts';
import { can, type Principal } from '../security/principal.ts';
import { LoupeError } from '../shared/loupeError.ts';

/** What access checks and the bootstrap read of a saved chart. */
export interface ExploreChartFacts {
  id: number;
  ownerIds: readonly number[];
}

export function chartNotFound(): LoupeError {
  return new LoupeError(404, 'Chart not found', { errorType: 'OBJECT_DOES_NOT_EXIST_ERROR' });
}

/** The dataset behind a datasource id and type; only datasets (type table) exist in Loupe. */
/** The explored dataset, or undefined when there is none of that id (or not a table). */
export async function findExploreDataset(
  db: MetadataDb,
  id: number,
  type: string,
): Promise<DatasetFull | undefined> {
  return type === 'table' ? await findDataset(db, id) : undefined;
}

export async function requireExploreDataset(db: MetadataDb, id: number, type: string): Promise<DatasetFull> {
  const dataset = await findExploreDataset(db, id, type);
  if (!dataset) throw datasetNotFound();
  return dataset;
}

export function assertDatasetAccess(principal: Principal, dataset: DatasetFull): void {
  if (mayAccessDataset(principal, dataset)) return;
  const name = fullNameOf(dataset);
  throw new LoupeError(
    403,
    `This endpoint requires the datasource ${name}, database or \`all_datasource_access\` permission`,
    {
      errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR',
      extra: { dataset_id: dataset.id, dataset_type: 'table', datasource: name },
    },
  );
}

export function isChartOwner(principal: Principal, chart: ExploreChartFacts): boolean {
  return principal.isAdmin || chart.ownerIds.includes(principal.user.id);
}

export function assertChartAccess(principal: Principal, chart: ExploreChartFacts | undefined): void {
  if (!chart) throw chartNotFound();
  if (isChartOwner(principal, chart) || can(principal, 'can_read', 'Chart')) return;
  throw new LoupeError(403, "You don't have access to this chart.", {
    errorType: 'GENERIC_BACKEND_ERROR',
  });
}
