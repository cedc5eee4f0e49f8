import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

export default function NotFoundPage() {
  usePageTitle('Page Not Found');
  const navigate = useNavigate();
  return (
    <section className="page page--narrow not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <div className="actions">
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Go Back
        </Button>
        <ButtonLink to={paths.home.getHref()}>Return Home</ButtonLink>
      </div>
    </section>
  );
}
