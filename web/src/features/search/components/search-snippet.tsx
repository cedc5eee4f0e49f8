import { Fragment } from 'react';
import './search-snippet.css';

/** ts_headline's markers (@queryhub/search snippets.ts): matched words sit between them. */
const START = '\u0002';
const END = '\u0003';

/**
 * A passage of a post with its matched words highlighted. The text arrives as plain text with
 * marker characters; it is split here and rendered as React text, never as HTML.
 */
export function SearchSnippet({ text }: { text: string }) {
  const parts = text.split(START);
  return (
    <p className="search-snippet">
      {parts.map((part, index) => {
        if (index === 0) return <Fragment key={index}>{part.replaceAll(END, '')}</Fragment>;
        const [marked = '', ...rest] = part.split(END);
        return (
          <Fragment key={index}>
            <mark>{marked}</mark>
            {rest.join('')}
          </Fragment>
        );
      })}
    </p>
  );
}
