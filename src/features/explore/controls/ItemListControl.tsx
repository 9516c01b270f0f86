// A control holding dataset items (metrics, columns, filters): chips that open an editor, an add
// button, and a drop target for items dragged from the datasource panel.
import { type ReactNode, useState } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ControlState } from '../../explore/controlState/types.ts';
import { type DraggedItem, readDraggedItem } from './dragItem.ts';

export interface ItemListControlProps {
  control: ControlState;
  labelOf: (item: unknown) => string;
  /** The editor for a new (item undefined) or an existing item. */
  editor: (props: { item: unknown; save: (item: unknown) => void; close: () => void }) => ReactNode;
  /** The item a dropped dataset item becomes, or null when this control does not take it. */
  fromDrop: (dragged: DraggedItem) => unknown | null;
  onChange: (value: unknown) => void;
}

function itemsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === null || value === undefined ? [] : [value];
}

export function EditorPopover({
  trigger,
  label,
  children,
}: {
  trigger: ReactNode;
  label: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      {trigger}
      <Popover className="loupe-popover loupe-explore__popover" placement="right top">
        <Dialog aria-label={label} className="loupe-explore__popover-dialog">
          {children(() => setOpen(false))}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

export function ItemListControl({ control, labelOf, editor, fromDrop, onChange }: ItemListControlProps) {
  const { t } = useTranslation();
  const [dragOver, setDragOver] = useState(false);
  const multi = Boolean(control.config.multi);
  const items = itemsOf(control.value);
  const commit = (next: unknown[]) => onChange(multi ? next : (next[next.length - 1] ?? null));
  const replace = (index: number, item: unknown) => commit(items.map((old, i) => (i === index ? item : old)));
  const add = (item: unknown) => commit(multi ? [...items, item] : [item]);
  return (
    <fieldset
      className={`loupe-explore__items${dragOver ? ' loupe-explore__items--over' : ''}`}
      data-control={control.name}
      onDragOver={(event) => {
        event.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragOver(false);
        const dragged = readDraggedItem(event.dataTransfer);
        const item = dragged ? fromDrop(dragged) : null;
        if (item !== null && item !== undefined) add(item);
      }}
    >
      <legend className="loupe-field__label">{control.config.label}</legend>
      <ul className="loupe-explore__chips">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same item may appear twice; position is its identity
          <li key={`${index}-${labelOf(item)}`} className="loupe-explore__chip">
            <EditorPopover
              label={control.config.label}
              trigger={<Button className="loupe-explore__chip-label">{labelOf(item)}</Button>}
            >
              {(close) => editor({ item, save: (next) => replace(index, next), close })}
            </EditorPopover>
            <Button
              className="loupe-explore__chip-remove"
              aria-label={t('explorePage.controls.remove', { label: labelOf(item) })}
              onPress={() => commit(items.filter((_, i) => i !== index))}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      {(multi || items.length === 0) && (
        <EditorPopover
          label={control.config.label}
          trigger={
            <Button className="loupe-explore__add">
              {t('explorePage.controls.add', { label: control.config.label })}
            </Button>
          }
        >
          {(close) => editor({ item: undefined, save: add, close })}
        </EditorPopover>
      )}
      {control.validationErrors.map((error) => (
        <p key={error} className="loupe-field__error" role="alert">
          {error}
        </p>
      ))}
    </fieldset>
  );
}
