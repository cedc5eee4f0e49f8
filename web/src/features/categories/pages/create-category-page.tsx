// Placeholder until web part 2 delivers this module.
export default function CreateCategoryPage() {
  return <h1>CREATE CATEGORY</h1>;
}
