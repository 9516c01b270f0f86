import type { IssueCode, SupersetError } from './types.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The issue codes of an error's extra ({code, message} entries). */
export function issueCodesOf(error: SupersetError): IssueCode[] {
  const list = error.extra?.issue_codes;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is IssueCode =>
      isRecord(item) && typeof item.code === 'number' && typeof item.message === 'string',
  );
}

export function stringExtra(error: SupersetError, key: string): string | undefined {
  const value = error.extra?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function numberExtra(error: SupersetError, key: string): number | undefined {
  const value = error.extra?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Owners listed in extra.owners (names, or {first_name, last_name} objects). */
export function ownersOf(error: SupersetError): string[] {
  const list = error.extra?.owners;
  if (!Array.isArray(list)) return [];
  return list
    .map((owner) => {
      if (typeof owner === 'string') return owner;
      if (isRecord(owner))
        return [owner.first_name, owner.last_name].filter((p) => typeof p === 'string').join(' ');
      return '';
    })
    .filter((name) => name !== '');
}
