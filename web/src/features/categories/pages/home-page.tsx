// Placeholder until web part 2 delivers this module.
export default function HomePage() {
  return <h1>CATEGORIES</h1>;
}
