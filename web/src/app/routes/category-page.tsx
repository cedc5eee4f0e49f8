import { useParams } from 'react-router';
import CategoryPage from '@/features/categories/pages/category-page';
import { FollowCategoryButton } from '@/features/tags';

/** /Category/:ID/:Name: the category's questions, with Follow category beside ASK QUESTIONS. */
export default function CategoryRoute() {
  const { ID = '' } = useParams();
  return <CategoryPage actions={<FollowCategoryButton categoryId={ID} />} />;
}
