// Add / edit a row level security rule with Superset 3.1's fields and texts: Rule Name, Filter
// Type (Regular / Base), Datasets, Roles (Excluded roles for Base), Group Key, Clause, Description.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientErrorMessage } from '../../../components/ErrorPanel/ClientErrorMessage.tsx';
import { Loading } from '../../../components/Loading/Loading.tsx';
import { Modal } from '../../../components/Modal/Modal.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TextAreaField } from '../../../components/TextAreaField/TextAreaField.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { useToasts } from '../../../components/Toasts/useToasts.ts';
import { errorProp } from '../fieldErrors.ts';
import { type FilterType, useRlsRule } from '../securityQueries.ts';
import { useFormSubmission } from '../useFormSubmission.ts';
import { useSecurityCalls } from '../useSecurityCalls.ts';
import { RlsRelatedField } from './RlsRelatedField.tsx';
import { checkRlsForm, EMPTY_RLS_FORM, formOfRule, RLS_FIELDS, type RlsForm, rlsBody } from './rlsForm.ts';

export function RlsModal({
  ruleId,
  onHide,
  onSaved,
}: {
  /** The rule to edit; null to add one. */
  ruleId: number | null;
  onHide: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { addSuccessToast } = useToasts();
  const calls = useSecurityCalls();
  const stored = useRlsRule(ruleId);
  const [form, setForm] = useState<RlsForm>(EMPTY_RLS_FORM);
  const { errors, failure, busy, submit, clear } = useFormSubmission(RLS_FIELDS);
  const rule = stored.data?.result;
  useEffect(() => {
    if (rule) setForm(formOfRule(rule));
  }, [rule]);
  const isEdit = ruleId !== null;
  const change = <K extends keyof RlsForm>(field: K, value: RlsForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const save = () =>
    submit(checkRlsForm(form, t('security.required')), async () => {
      if (ruleId === null) await calls.createRule(rlsBody(form));
      else await calls.updateRule(ruleId, rlsBody(form));
      addSuccessToast(isEdit ? t('security.rls.updated') : t('security.rls.added'));
      onSaved();
    });
  const filterTypes = [
    { value: 'Regular', label: t('security.rls.regular') },
    { value: 'Base', label: t('security.rls.base') },
  ];
  return (
    <Modal
      show
      onHide={onHide}
      title={isEdit ? t('security.rls.editTitle') : t('security.rls.addTitle')}
      primaryButtonName={isEdit ? t('security.save') : t('security.add')}
      onHandledPrimaryAction={() => void save()}
      disablePrimaryButton={busy || (isEdit && !rule)}
      width={640}
    >
      {stored.error ? (
        <ClientErrorMessage error={stored.error} />
      ) : isEdit && !rule ? (
        <Loading />
      ) : (
        <div className="loupe-security-form">
          {failure !== null && <ClientErrorMessage error={failure} />}
          <TextField
            label={t('security.rls.ruleName')}
            description={t('security.rls.ruleNameTooltip')}
            value={form.name}
            onChange={(value) => change('name', value)}
            {...errorProp(errors, 'name')}
          />
          <Select
            label={t('security.rls.filterType')}
            description={t('security.rls.filterTypeTooltip')}
            options={filterTypes}
            value={form.filter_type}
            onChange={(value) => change('filter_type', (value ?? 'Regular') as FilterType)}
            {...errorProp(errors, 'filter_type')}
          />
          <RlsRelatedField
            column="tables"
            label={t('security.rls.datasets')}
            help={t('security.rls.datasetsTooltip')}
            tags={form.tables}
            onChange={(tables) => change('tables', tables)}
            error={errors.tables}
          />
          <RlsRelatedField
            column="roles"
            label={form.filter_type === 'Base' ? t('security.rls.excludedRoles') : t('security.rls.roles')}
            help={t('security.rls.rolesTooltip')}
            tags={form.roles}
            onChange={(roles) => change('roles', roles)}
            error={errors.roles}
          />
          <TextField
            label={t('security.rls.groupKey')}
            description={t('security.rls.groupKeyTooltip')}
            value={form.group_key}
            onChange={(value) => change('group_key', value)}
            {...errorProp(errors, 'group_key')}
          />
          <TextField
            label={t('security.rls.clause')}
            description={t('security.rls.clauseTooltip')}
            value={form.clause}
            onChange={(value) => change('clause', value)}
            {...errorProp(errors, 'clause')}
          />
          <TextAreaField
            label={t('security.rls.description')}
            value={form.description}
            onChange={(value) => change('description', value)}
          />
          {errors.description && <span className="loupe-security-form__error">{errors.description}</span>}
        </div>
      )}
    </Modal>
  );
}
