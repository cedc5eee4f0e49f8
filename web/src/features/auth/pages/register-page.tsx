export default function RegisterPage() {
  return <h1>CREATE ACCOUNT</h1>;
}
