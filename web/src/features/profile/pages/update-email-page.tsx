export default function UpdateEmailPage() {
  return <h1>E-MAIL</h1>;
}
