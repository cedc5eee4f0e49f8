import { useParams } from 'react-router';
import CategoryPage from '@/features/categories/pages/category-page';
import { FollowButton } from '@/features/follows';

/** /Category/:ID/:Name: the category's questions, with Follow category beside ASK QUESTIONS. */
export default function CategoryRoute() {
  const { ID = '' } = useParams();
  return <CategoryPage actions={<FollowButton target={{ kind: 'category', categoryId: ID }} />} />;
}
