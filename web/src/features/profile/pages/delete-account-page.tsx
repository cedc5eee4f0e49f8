export default function DeleteAccountPage() {
  return <h1>DELETE ACCOUNT</h1>;
}
