// Placeholder until web part 2 delivers this module.
export default function AskPage() {
  return <h1>ASK QUESTION</h1>;
}
