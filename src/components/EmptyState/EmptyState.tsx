import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import { EmptyStateImage } from './EmptyStateImage.tsx';
import { EMPTY_STATE_IMAGE_HEIGHT, type EmptyStateSize } from './emptyStateSizes.ts';
import './EmptyState.css';

export interface EmptyStateProps {
  /** Defaults to 'No results'. */
  title?: ReactNode;
  /** Defaults to 'There is currently no information to display.'. */
  description?: ReactNode;
  size?: EmptyStateSize;
  /** Replaces the drawn image; `null` shows none. */
  image?: ReactNode | null;
  buttonText?: string;
  buttonAction?: () => void;
  children?: ReactNode;
}

/** The generic empty-state panel (spec: title, description, optional action, sizes). */
export function EmptyState({
  title,
  description,
  size = 'medium',
  image,
  buttonText,
  buttonAction,
  children,
}: EmptyStateProps) {
  const { t } = useTranslation();
  const TitleTag = size === 'large' ? 'h2' : 'h3';
  return (
    <div className={`loupe-empty-state loupe-empty-state--${size}`} data-size={size}>
      {image === undefined ? <EmptyStateImage height={EMPTY_STATE_IMAGE_HEIGHT[size]} /> : image}
      <TitleTag className="loupe-empty-state__title">{title ?? t('emptyState.title')}</TitleTag>
      <p className="loupe-empty-state__description">{description ?? t('emptyState.description')}</p>
      {buttonText && buttonAction && (
        <Button variant="primary" onPress={buttonAction} size={size === 'small' ? 'small' : 'medium'}>
          {buttonText}
        </Button>
      )}
      {children}
    </div>
  );
}
