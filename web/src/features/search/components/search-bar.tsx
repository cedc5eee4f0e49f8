// Placeholder until web part 2 delivers the search bar.
export function SearchBar() {
  return null;
}
