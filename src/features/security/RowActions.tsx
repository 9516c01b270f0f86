import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import { EditIcon, TrashIcon } from '../../components/Icon/icons.tsx';

/** A row's action cell: its own buttons, then edit (pencil) and delete (bin) when given. */
export function RowActions({
  name,
  onEdit,
  editLabel,
  onDelete,
  children,
}: {
  name: string;
  onEdit?: (() => void) | undefined;
  /** The edit button's label (default 'Edit name'). */
  editLabel?: string;
  onDelete?: (() => void) | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <td className="loupe-table__actions">
      {children}
      {onEdit && (
        <Button
          variant="link"
          size="small"
          aria-label={editLabel ?? t('security.editNamed', { name })}
          onPress={onEdit}
        >
          <EditIcon size={14} />
        </Button>
      )}
      {onDelete && (
        <Button
          variant="link"
          size="small"
          aria-label={t('security.deleteNamed', { name })}
          onPress={onDelete}
        >
          <TrashIcon size={14} />
        </Button>
      )}
    </td>
  );
}
