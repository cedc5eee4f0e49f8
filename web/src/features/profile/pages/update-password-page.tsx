export default function UpdatePasswordPage() {
  return <h1>PASSWORD</h1>;
}
