import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AlertIcon, ChevronRightIcon, InfoIcon, WarningIcon } from '../Icon/icons.tsx';
import './ErrorPanel.css';

export type ErrorLevel = 'error' | 'warning' | 'info';

export interface ErrorAlertProps {
  title: ReactNode;
  level?: ErrorLevel;
  children?: ReactNode;
  /** A 'Request Access' link (e.g. Superset's errors[0].extra.link). */
  link?: string;
  stackTrace?: string;
}

const ICONS = { error: AlertIcon, warning: WarningIcon, info: InfoIcon };

/** The frame every error panel uses: icon, title, body, optional access link and stack trace. */
export function ErrorAlert({ title, level = 'error', children, link, stackTrace }: ErrorAlertProps) {
  const { t } = useTranslation();
  const Icon = ICONS[level];
  return (
    <div className={`loupe-error loupe-error--${level}`} role="alert" data-level={level}>
      <div className="loupe-error__header">
        <Icon size={18} className="loupe-error__icon" />
        <strong className="loupe-error__title">{title}</strong>
      </div>
      {children && <div className="loupe-error__body">{children}</div>}
      {link && (
        <p className="loupe-error__link">
          <a href={link} target="_blank" rel="noopener noreferrer">
            {t('errorPanel.requestAccess')}
          </a>
        </p>
      )}
      {stackTrace && (
        <Disclosure className="loupe-error__stack">
          <Heading level={4} className="loupe-error__stack-heading">
            <Button slot="trigger" className="loupe-error__stack-trigger">
              <ChevronRightIcon size={14} className="loupe-error__chevron" />
              {t('errorPanel.stackTrace')}
            </Button>
          </Heading>
          <DisclosurePanel>
            <pre className="loupe-error__stack-text">{stackTrace}</pre>
          </DisclosurePanel>
        </Disclosure>
      )}
    </div>
  );
}
