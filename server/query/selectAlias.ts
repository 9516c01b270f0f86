// The alias a label gets in SELECT. PostgreSQL cuts identifiers at 63 bytes (silently), MySQL refuses aliases over 256 characters, so a
// longer label is shortened with a hash that keeps it unique; the result columns are renamed to
// the labels by position afterwards (CompiledQuery.labels), as Superset's labels_expected.
import { createHash } from 'node:crypto';
import type { Backend } from '../engines/engineSpec.ts';

const MAX_ALIAS_BYTES: Partial<Record<Backend, number>> = { postgresql: 63, mysql: 256 };

export function selectAlias(backend: Backend, label: string): string {
  const max = MAX_ALIAS_BYTES[backend];
  if (max === undefined || Buffer.byteLength(label) <= max) return label;
  const hash = createHash('md5').update(label).digest('hex').slice(0, 8);
  let head = label;
  while (Buffer.byteLength(head) > max - 9) head = head.slice(0, -1);
  return `${head}_${hash}`;
}
