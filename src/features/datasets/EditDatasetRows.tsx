// The parts the Metrics and Columns tabs' tables share (Superset's CollectionTable): the rows a
// user opens for details, the cells that open and delete a row, the empty and expanded rows.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import { ChevronDownIcon, ChevronRightIcon, TrashIcon } from '../../components/Icon/icons.tsx';

/** Row keys whose details are open, and how to open, close or open a new row. */
export function useExpandedRows() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  return {
    isOpen: (key: string) => expanded.has(key),
    toggle: (key: string) =>
      setExpanded((keys) => {
        const next = new Set(keys);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    open: (key: string) => setExpanded((keys) => new Set([...keys, key])),
  };
}

/** Keys updated, keys removed: a draft list by its rows' keys. */
export function updateByKey<T extends { key: string }>(
  items: readonly T[],
  key: string,
  patch: Partial<T>,
): T[] {
  return items.map((item) => (item.key === key ? { ...item, ...patch } : item));
}

export function DetailsToggleCell({
  name,
  open,
  onToggle,
}: {
  name: string;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <td>
      <Button
        variant="link"
        size="small"
        aria-expanded={open}
        aria-label={t('datasetEdit.showDetails', { name })}
        onPress={onToggle}
      >
        {open ? <ChevronDownIcon size={14} /> : <ChevronRightIcon size={14} />}
      </Button>
    </td>
  );
}

export function DeleteCell({ name, onDelete }: { name: string; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <td>
      <Button variant="link" size="small" aria-label={t('datasetEdit.delete', { name })} onPress={onDelete}>
        <TrashIcon size={14} />
      </Button>
    </td>
  );
}

export function NoItemsRow({ colSpan }: { colSpan: number }) {
  const { t } = useTranslation();
  return (
    <tr>
      <td colSpan={colSpan} className="loupe-edit-dataset__empty">
        {t('datasetEdit.noItems')}
      </td>
    </tr>
  );
}

/** The details of an open row, under it, past the toggle column. */
export function ExpandedRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr className="loupe-edit-dataset__expanded">
      <td />
      <td colSpan={colSpan}>{children}</td>
    </tr>
  );
}
