import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_LIMITS } from '@queryhub/model';
import { newSearchRequest } from '@queryhub/search/request';
import { resultsHref } from '../search-query';
import './search-bar.css';

/** The header's search box: Enter or the icon opens /Results/{text with spaces as hyphens}. */
export function SearchBar() {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = text.trim();
    if (value === '') return;
    void navigate(resultsHref(newSearchRequest(value)));
  }

  return (
    <form className="search-bar" role="search" onSubmit={onSubmit}>
      <input
        className="search-bar__input"
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search questions and answers"
        aria-label="Search questions and answers"
        maxLength={SEARCH_LIMITS.queryChars}
        enterKeyHint="search"
      />
      <button className="search-bar__button" type="submit" aria-label="Search">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
