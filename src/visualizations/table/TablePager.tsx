// The table's page controls: 'Show [n] entries' and previous / page / next buttons.
import { useTranslation } from 'react-i18next';
export const PAGE_SIZES = [10, 20, 50, 100, 200] as const;

export interface TablePagerProps {
  page: number;
  pages: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize?: (pageSize: number) => void;
}

export function PageSizeSelect({ pageSize, onPageSize }: Pick<TablePagerProps, 'pageSize' | 'onPageSize'>) {
  const { t } = useTranslation();
  if (!onPageSize) return null;
  return (
    <label className="loupe-table-chart__page-size">
      {t('tableChart.show')}{' '}
      <select value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>{' '}
      {t('tableChart.entries')}
    </label>
  );
}

export function TablePager({ page, pages, onPage }: TablePagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const numbers = [...Array(pages).keys()].filter(
    (n) => n === 0 || n === pages - 1 || Math.abs(n - page) <= 2,
  );
  return (
    <nav aria-label={t('tableChart.pagination')} className="loupe-table-chart__pager">
      <button
        type="button"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
        aria-label={t('tableChart.previousPage')}
      >
        «
      </button>
      {numbers.map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('tableChart.page', { page: n + 1 })}
          onClick={() => onPage(n)}
        >
          {n + 1}
        </button>
      ))}
      <button
        type="button"
        disabled={page >= pages - 1}
        onClick={() => onPage(page + 1)}
        aria-label={t('tableChart.nextPage')}
      >
        »
      </button>
    </nav>
  );
}
