import { useTranslation } from 'react-i18next';
import type { IssueCode } from './types.ts';

const CLIENT_ISSUE_KEYS = {
  1000: 'errorPanel.issue1000',
  1001: 'errorPanel.issue1001',
} as const;

/** 'This may be triggered by:' and the list of issue codes. */
export function IssueCodes({ issues }: { issues: IssueCode[] }) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <div className="loupe-error__issues">
      <p className="loupe-error__issues-title">{t('errorPanel.triggeredBy')}</p>
      <ul>
        {issues.map((issue) => {
          const key = CLIENT_ISSUE_KEYS[issue.code as keyof typeof CLIENT_ISSUE_KEYS];
          // The server's messages read 'Issue 1030 - …' already (as Superset's): shown as they are.
          const text =
            !key && issue.message.startsWith(`Issue ${issue.code} - `)
              ? issue.message
              : t('errorPanel.issueCode', { code: issue.code, message: key ? t(key) : issue.message });
          return <li key={issue.code}>{text}</li>;
        })}
      </ul>
    </div>
  );
}
