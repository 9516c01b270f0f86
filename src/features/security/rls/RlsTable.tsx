import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { RowActions } from '../RowActions.tsx';
import type { RlsListItem } from '../securityQueries.ts';
import { tableLabel } from './rlsForm.ts';

export interface RlsActions {
  onEdit: (rule: RlsListItem) => void;
  onDelete: (rule: RlsListItem) => void;
}

function Tags({ names }: { names: readonly string[] }) {
  return (
    <span className="loupe-security-tags">
      {names.map((name) => (
        <span key={name} className="loupe-tag">
          {name}
        </span>
      ))}
    </span>
  );
}

/** The rows of Row Level Security: a check box each (bulk delete), the rule's fields, modified, actions. */
export function RlsTable({
  rules,
  selected,
  onSelect,
  actions,
}: {
  rules: readonly RlsListItem[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  actions: RlsActions;
}) {
  const { t } = useTranslation();
  const all = rules.length > 0 && rules.every((rule) => selected.has(rule.id));
  return (
    <table className="loupe-table">
      <thead>
        <tr>
          <th scope="col">
            <Checkbox
              aria-label={t('security.rls.selectAll')}
              isSelected={all}
              onChange={(on) =>
                onSelect(
                  rules.map((rule) => rule.id),
                  on,
                )
              }
            >
              {null}
            </Checkbox>
          </th>
          <th scope="col">{t('security.rls.name')}</th>
          <th scope="col">{t('security.rls.filterType')}</th>
          <th scope="col">{t('security.rls.tables')}</th>
          <th scope="col">{t('security.rls.roles')}</th>
          <th scope="col">{t('security.rls.groupKey')}</th>
          <th scope="col">{t('security.rls.clause')}</th>
          <th scope="col">{t('security.rls.modified')}</th>
          <th scope="col">{t('security.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {rules.map((rule) => (
          <tr key={rule.id}>
            <td>
              <Checkbox
                aria-label={t('security.rls.selectRule', { name: rule.name })}
                isSelected={selected.has(rule.id)}
                onChange={(on) => onSelect([rule.id], on)}
              >
                {null}
              </Checkbox>
            </td>
            <td className="loupe-table__primary">{rule.name}</td>
            <td>{rule.filter_type === 'Base' ? t('security.rls.base') : t('security.rls.regular')}</td>
            <td>
              <Tags names={rule.tables.map(tableLabel)} />
            </td>
            <td>
              <Tags names={rule.roles.map((role) => role.name)} />
            </td>
            <td>{rule.group_key ?? ''}</td>
            <td>
              <code>{rule.clause}</code>
            </td>
            <td>{rule.changed_on_delta_humanized}</td>
            <RowActions
              name={rule.name}
              onEdit={() => actions.onEdit(rule)}
              onDelete={() => actions.onDelete(rule)}
            />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
