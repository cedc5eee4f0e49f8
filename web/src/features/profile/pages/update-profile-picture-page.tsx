export default function UpdateProfilePicturePage() {
  return <h1>PROFILE PICTURE</h1>;
}
