// Placeholder until web part 2 delivers this module.
export default function ResultsPage() {
  return <h1>RESULTS</h1>;
}
