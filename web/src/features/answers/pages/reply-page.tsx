// Placeholder until web part 2 delivers this module.
export default function ReplyPage() {
  return <h1>ANSWER THE QUESTION</h1>;
}
