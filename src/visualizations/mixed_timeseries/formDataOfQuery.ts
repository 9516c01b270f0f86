// Superset's removeFormDataSuffix / retainFormDataSuffix: the form data of query A (without the
// "_b" controls) and of query B (each "x_b" control standing in for "x").
import type { FormData } from '../core/types.ts';

const SUFFIX = '_b';

export function formDataOfQueryA(formData: FormData): FormData {
  return Object.fromEntries(Object.entries(formData).filter(([key]) => !key.endsWith(SUFFIX))) as FormData;
}

export function formDataOfQueryB(formData: FormData): FormData {
  const entries = Object.entries(formData);
  const own = new Set(
    entries.filter(([key]) => key.endsWith(SUFFIX)).map(([key]) => key.slice(0, -SUFFIX.length)),
  );
  const base = entries.filter(([key]) => !key.endsWith(SUFFIX) && !own.has(key));
  const renamed = entries
    .filter(([key]) => key.endsWith(SUFFIX))
    .map(([key, value]) => [key.slice(0, -SUFFIX.length), value]);
  return Object.fromEntries([...base, ...renamed]) as FormData;
}
