// Placeholder until web part 2 delivers this module.
export default function ContactPage() {
  return <h1>CONTACT</h1>;
}
