import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../components/EmptyState/EmptyState.tsx';

export const PLANNED_PAGES = {
  explore: 'pages.explore',
  dashboard: 'pages.dashboard',
  chartList: 'pages.charts',
  dashboardList: 'pages.dashboards',
} as const;

/** An honest placeholder for screens that are not built yet: no made-up data. */
export function NotAvailablePage({ page }: { page: keyof typeof PLANNED_PAGES }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = t(PLANNED_PAGES[page]);
  return (
    <div className="loupe-page">
      <div className="loupe-page__header">
        <h1 className="loupe-page__title">{name}</h1>
      </div>
      <div className="loupe-card">
        <EmptyState
          size="large"
          title={t('notAvailable.title')}
          description={t('notAvailable.description', { page: name })}
          buttonText={t('common.backToHome')}
          buttonAction={() => navigate('/')}
        />
      </div>
    </div>
  );
}
