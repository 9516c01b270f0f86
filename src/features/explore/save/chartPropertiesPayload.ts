// The body of PUT /api/v1/chart/{id} from Edit Chart Properties, as Superset 3.1's PropertiesModal
// builds it: empty texts become null, certification details only with a certifier.

export interface ChartPropertiesDraft {
  name: string;
  description: string;
  /** As typed; '' means no timeout of its own (null). */
  cacheTimeout: string;
  certifiedBy: string;
  certificationDetails: string;
  owners: { id: number; label: string }[];
}

export interface ChartPropertiesPayload {
  slice_name: string;
  description: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  owners: number[];
}

/** '' or an integer (a leading minus allowed: -1 bypasses the cache). */
export function isValidCacheTimeout(text: string): boolean {
  return /^\s*(-?\d+)?\s*$/.test(text);
}

export function chartPropertiesPayload(draft: ChartPropertiesDraft): ChartPropertiesPayload {
  const certifiedBy = draft.certifiedBy.trim();
  const timeout = draft.cacheTimeout.trim();
  return {
    slice_name: draft.name.trim(),
    description: draft.description.trim() || null,
    cache_timeout: timeout === '' ? null : Number.parseInt(timeout, 10),
    certified_by: certifiedBy || null,
    certification_details: certifiedBy ? draft.certificationDetails.trim() || null : null,
    owners: draft.owners.map((owner) => owner.id),
  };
}
