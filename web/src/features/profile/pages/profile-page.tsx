export default function ProfilePage() {
  return <h1>PROFILE</h1>;
}
