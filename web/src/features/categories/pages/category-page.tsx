// Placeholder until web part 2 delivers this module.
export default function CategoryPage() {
  return <h1>CATEGORY</h1>;
}
