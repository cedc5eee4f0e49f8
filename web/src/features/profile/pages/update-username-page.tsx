export default function UpdateUsernamePage() {
  return <h1>USERNAME</h1>;
}
