export default function LoginPage() {
  return <h1>SIGN IN</h1>;
}
