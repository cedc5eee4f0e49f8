// Placeholder until web part 2 delivers this module.
export default function QuestionPage() {
  return <h1>QUESTION</h1>;
}
