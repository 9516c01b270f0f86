import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { TrashIcon } from '../../../components/Icon/icons.tsx';
import { ConfirmDeleteModal } from '../../../components/Modal/ConfirmDeleteModal.tsx';
import { SecurityListFrame, useListDialogs, useSecurityListState } from '../SecurityListFrame.tsx';
import { rlsListQuery } from '../securityListState.ts';
import { useRlsRules } from '../securityQueries.ts';
import { useSecurityCalls, useSecurityRefresh } from '../useSecurityCalls.ts';
import { RlsModal } from './RlsModal.tsx';
import { RlsTable } from './RlsTable.tsx';

type Dialog = { kind: 'edit'; ruleId: number | null } | { kind: 'bulkDelete'; ids: number[] } | null;

/**
 * /rowlevelsecurity/list/ (Superset 3.1's Row Level Security): the rules from
 * GET /api/v1/rowlevelsecurity/, searched by name, last changed first; add, edit, delete and
 * bulk delete of the selected rules.
 */
export function RlsListPage() {
  const { t } = useTranslation();
  const calls = useSecurityCalls();
  const refresh = useSecurityRefresh();
  const listState = useSecurityListState();
  const list = useRlsRules(rlsListQuery(listState.state));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const { dialog, setDialog, setDeleting, changed, close, deleteProps } = useListDialogs<Dialog>(() => {
    setSelected(new Set());
    refresh.rules();
  });
  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return (
    <SecurityListFrame
      title={t('security.rls.title')}
      searchLabel={t('security.rls.search')}
      addLabel={t('security.rls.add')}
      onAdd={() => setDialog({ kind: 'edit', ruleId: null })}
      list={list}
      listState={listState}
      tools={
        selected.size > 0 && (
          <Button variant="danger" onPress={() => setDialog({ kind: 'bulkDelete', ids: [...selected] })}>
            <TrashIcon size={14} />
            {t('security.rls.bulkDelete', { number: selected.size })}
          </Button>
        )
      }
      {...deleteProps}
      dialogs={<RlsDialogs dialog={dialog} onHide={close} onChanged={changed} />}
    >
      <RlsTable
        rules={list.data?.result ?? []}
        selected={selected}
        onSelect={select}
        actions={{
          onEdit: (rule) => setDialog({ kind: 'edit', ruleId: rule.id }),
          onDelete: (rule) => setDeleting({ name: rule.name, remove: () => calls.deleteRule(rule.id) }),
        }}
      />
    </SecurityListFrame>
  );
}

function RlsDialogs({
  dialog,
  onHide,
  onChanged,
}: {
  dialog: Dialog;
  onHide: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const calls = useSecurityCalls();
  if (dialog?.kind === 'edit') return <RlsModal ruleId={dialog.ruleId} onHide={onHide} onSaved={onChanged} />;
  if (dialog?.kind === 'bulkDelete')
    return (
      <ConfirmDeleteModal
        title={t('security.confirmTitle')}
        confirmLabel={t('security.delete')}
        remove={async () => {
          await calls.deleteRules(dialog.ids);
          return t('security.rls.bulkDeleted', { number: dialog.ids.length });
        }}
        failureText={(error) => error}
        onHide={onHide}
        onDeleted={onChanged}
      >
        <p>{t('security.rls.bulkDeleteConfirm')}</p>
      </ConfirmDeleteModal>
    );
  return null;
}
