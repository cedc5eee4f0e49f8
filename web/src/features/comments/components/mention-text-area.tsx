import {
  useContext,
  useRef,
  useState,
  type KeyboardEvent,
  type TextareaHTMLAttributes,
} from 'react';
import { Field } from '@/components/ui';
import { insertMention, suggestNames, typedMention, type TypedMention } from '../mention-query';
import { MentionCandidatesContext } from '../mention-candidates';

export interface MentionTextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange'
> {
  label: string;
  hint?: string;
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * A labelled textarea that suggests members' names after `@`: the textarea stays a textbox
 * (aria-autocomplete, aria-controls and aria-activedescendant point into the listbox of
 * options), ArrowUp/ArrowDown move, Enter or Tab insert, Escape closes; a click inserts too.
 * The names come from MentionCandidatesContext (the people on the page).
 */
export function MentionTextArea({
  label,
  hint,
  value,
  onValueChange,
  id,
  ...textarea
}: MentionTextAreaProps) {
  const candidates = useContext(MentionCandidatesContext);
  const ref = useRef<HTMLTextAreaElement>(null);
  const [mention, setMention] = useState<TypedMention | null>(null);
  const [active, setActive] = useState(0);
  const names = mention ? suggestNames(candidates, mention.prefix) : [];
  const open = names.length > 0;
  const activeIndex = Math.min(active, names.length - 1);

  function track(text: string, caret: number) {
    setMention(typedMention(text, caret));
    setActive(0);
  }

  function choose(name: string) {
    const element = ref.current;
    if (!mention || !element) return;
    const next = insertMention(value, mention, element.selectionStart, name);
    onValueChange(next.text);
    setMention(null);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.caret, next.caret);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + names.length) % names.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      const name = names[activeIndex];
      if (name) choose(name);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setMention(null);
    }
  }

  return (
    <Field field={{ label, hint, id, className: 'mention-field' }}>
      {(inputId, hintId) => {
        const listId = `${inputId}-mentions`;
        return (
          <>
            <textarea
              ref={ref}
              id={inputId}
              className="field__input"
              aria-describedby={hintId}
              aria-autocomplete="list"
              aria-controls={open ? listId : undefined}
              aria-activedescendant={open ? `${listId}-${activeIndex}` : undefined}
              value={value}
              onChange={(event) => {
                onValueChange(event.target.value);
                track(event.target.value, event.target.selectionStart);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => setMention(null)}
              {...textarea}
            />
            {open && (
              <MentionOptions
                listId={listId}
                names={names}
                activeIndex={activeIndex}
                onChoose={choose}
              />
            )}
            <p className="visually-hidden" aria-live="polite">
              {open ? `${names.length} members to mention` : ''}
            </p>
          </>
        );
      }}
    </Field>
  );
}

/** The listbox of names to mention; option `i` has the id `${listId}-${i}`. */
function MentionOptions({
  listId,
  names,
  activeIndex,
  onChoose,
}: {
  listId: string;
  names: readonly string[];
  activeIndex: number;
  onChoose: (name: string) => void;
}) {
  return (
    <ul id={listId} role="listbox" aria-label="Members to mention" className="mention-list">
      {names.map((name, index) => (
        <li
          key={name}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === activeIndex}
          className="mention-list__option"
          // Keeps the focus in the textarea (its blur would close the list first).
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(name)}
        >
          @{name}
        </li>
      ))}
    </ul>
  );
}
