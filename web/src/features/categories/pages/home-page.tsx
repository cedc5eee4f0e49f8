import { Section } from '@/components/ui';
import { PagedListView } from '@/components/content/paged-list-view';
import { LoginGatedLink } from '@/components/content/login-gated-link';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCategories } from '../api/get-categories';
import { CategoryCard, CategoryCardSkeletons } from '../components/category-card';
import { HomeBanner } from '../components/home-banner';

export default function HomePage() {
  usePageTitle('Home');
  const { user } = useAuth();
  const categories = useCategories();

  return (
    <>
      <HomeBanner
        action={
          <LoginGatedLink
            signedIn={user === undefined ? undefined : Boolean(user)}
            to={paths.createCategory.getHref()}
            loginMessage="Please Login To Create A Category!"
          >
            Create Category
          </LoginGatedLink>
        }
      />
      <Section titleId="categories-title" title="CATEGORIES">
        <PagedListView
          list={categories}
          label="Categories"
          emptyMessage="No Categories Created"
          placeholder={<CategoryCardSkeletons />}
          listClassName="grid"
          renderItem={(category) => <CategoryCard key={category.id} category={category} />}
        />
      </Section>
    </>
  );
}
