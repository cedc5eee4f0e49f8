/** What a screen shows instead of an endless spinner when its data cannot be read. */
export function LoadError({ what }: { what: string }) {
  return (
    <p className="list-error" role="alert">
      {what} could not be loaded. Check your connection and reload the page.
    </p>
  );
}
