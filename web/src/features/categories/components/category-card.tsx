import { Link } from 'react-router';
import { Card } from '@/components/ui';
import { paths } from '@/config/paths';
import type { CategorySummary } from '../api/get-categories';
import './categories.css';

export function CategoryCard({ category }: { category: CategorySummary }) {
  return (
    <Card as="li" className="category-card">
      <h3 className="category-card__title">
        <Link
          className="category-card__link"
          to={paths.category.getHref(category.id, category.subject)}
        >
          {category.subject}
        </Link>
      </h3>
      <p className="category-card__text">
        This category contains queries related to {category.subject}
      </p>
    </Card>
  );
}

/** Placeholder cards shown while the categories load, so the layout does not jump. */
export function CategoryCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div className="category-skeletons">
      <p className="visually-hidden" role="status">
        Loading categories
      </p>
      <ul className="grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="card skeleton-card">
            <span className="skeleton-card__line skeleton-card__line--title" />
            <span className="skeleton-card__line" />
          </li>
        ))}
      </ul>
    </div>
  );
}
