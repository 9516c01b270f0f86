import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import { pageRange } from './pageRange.ts';
import './Pagination.css';

export interface PaginationProps {
  /** 0-based page shown. */
  pageIndex: number;
  pageSize: number;
  /** Rows matching the filters, over all pages. */
  count: number;
  /** Rows on this page. */
  shown: number;
  onPageChange: (pageIndex: number) => void;
}

/** The list footer: 'x-y of z' with Previous / Next (server-side paging). */
export function Pagination({ pageIndex, pageSize, count, shown, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1);
  return (
    <div className="loupe-pagination">
      <span>{t('list.range', pageRange(pageIndex, pageSize, count, shown))}</span>
      <div className="loupe-pagination__buttons">
        <Button size="small" isDisabled={pageIndex === 0} onPress={() => onPageChange(pageIndex - 1)}>
          {t('list.previous')}
        </Button>
        <Button size="small" isDisabled={pageIndex >= lastPage} onPress={() => onPageChange(pageIndex + 1)}>
          {t('list.next')}
        </Button>
      </div>
    </div>
  );
}
