import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';

/** Any path the router does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="loupe-page">
      <div className="loupe-card">
        <EmptyState
          size="large"
          title={t('notFound.title')}
          description={t('notFound.description')}
          buttonText={t('common.backToHome')}
          buttonAction={() => navigate('/')}
        />
      </div>
    </div>
  );
}
