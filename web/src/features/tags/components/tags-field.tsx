import { normalizeTag, TAG_MAX_LENGTH, TAGS_PER_QUESTION, takeTypedTags } from '@queryhub/model';
import { useCombobox } from 'downshift';
import { useId, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { useTagSuggestions } from '../hooks/use-tag-suggestions';
import type { TagSuggestion } from '../api/tag-suggestions';
import '../tags.css';

export interface TagsFieldProps {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
  /**
   * The text typed or pasted in the box and not yet a tag, when the form holds it (so sending
   * can take it: useTagsDraft); without these props the field keeps it itself.
   */
  text?: string;
  onTextChange?: (text: string) => void;
}

/** Room for a pasted list of the most tags a question takes, with separators. */
const TEXT_MAX_LENGTH = (TAG_MAX_LENGTH + 2) * TAGS_PER_QUESTION.max;

const HINT = `Optional, up to ${TAGS_PER_QUESTION.max} tags: lowercase letters, digits and + # . - (up to ${TAG_MAX_LENGTH} characters). Press Enter or comma after each, or separate them with spaces or commas.`;

/**
 * The **Tags** field of the ask and edit forms: an ARIA combobox (downshift) that suggests
 * existing tags as the user types; Enter or a comma adds the typed tag, and each chosen tag has
 * a remove button. Leaving the box takes what is still typed in it (`alpha, beta gamma` gives
 * three chips; invalid words stay typed), and so does sending the form (useTagsDraft). The form
 * checks the list (tagListProblem) before it writes.
 */
export function TagsField({ value, onChange, disabled = false, ...props }: TagsFieldProps) {
  const [ownText, setOwnText] = useState('');
  const inputValue = props.text ?? ownText;
  const setInputValue = props.onTextChange ?? setOwnText;
  const hintId = useId();
  const typed = normalizeTag(inputValue);
  const suggestions = useTagSuggestions(typed).filter((s) => !value.includes(s.tag));
  const full = value.length >= TAGS_PER_QUESTION.max && inputValue === '';

  function add(tag: string) {
    const normal = normalizeTag(tag);
    if (normal !== '' && !value.includes(normal)) onChange([...value, normal]);
    setInputValue('');
  }

  const combobox = useCombobox<TagSuggestion>({
    items: suggestions,
    inputValue,
    selectedItem: null,
    itemToString: (item) => item?.tag ?? '',
    // Choosing an item would copy it into the input: the chosen tag becomes a chip instead.
    stateReducer: (_state, { type, changes }) =>
      type === useCombobox.stateChangeTypes.ItemClick ||
      type === useCombobox.stateChangeTypes.InputKeyDownEnter
        ? { ...changes, inputValue: '' }
        : changes,
    onInputValueChange: ({ inputValue: next }) => setInputValue(next),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) add(selectedItem.tag);
    },
  });

  // A press on a suggestion keeps the focus in the box (downshift), so this never takes a
  // half-typed word the user is replacing with the suggestion. Leaving for the form's submit
  // button takes nothing here: the chips would appear above the button between the press and
  // the release, move it, and lose the click; sending the form takes the text instead.
  function onBlur(event: FocusEvent<HTMLInputElement>) {
    const next = event.relatedTarget;
    if (next instanceof HTMLButtonElement && next.type === 'submit') return;
    const taken = takeTypedTags(value, inputValue);
    if (taken.tags.length !== value.length) onChange(taken.tags);
    if (taken.rest !== inputValue) setInputValue(taken.rest);
  }

  // Downshift reports a typed change (onInputValueChange) from an effect, one render after the
  // key: until then this controlled box renders the old text, and a key pressed in that gap on a
  // busy machine lands in the old text (typing `c#` gave `#`). Taking the text in the event
  // itself keeps every key; downshift's later report carries the same text and changes nothing.
  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    setInputValue(event.target.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const addsTyped =
      (event.key === 'Enter' && combobox.highlightedIndex === -1) || event.key === ',';
    if (addsTyped && typed !== '') {
      event.preventDefault();
      add(typed);
    } else if (event.key === 'Backspace' && inputValue === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div className="field tags-field">
      <label className="field__label" {...combobox.getLabelProps()}>
        Tags
      </label>
      {value.length > 0 && (
        <ul className="tags-field__chosen" aria-label="Chosen tags">
          {value.map((tag) => (
            <li key={tag} className="tag-chip">
              <span>{tag}</span>
              <button
                type="button"
                className="tag-chip__remove"
                aria-label={`Remove tag ${tag}`}
                disabled={disabled}
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        className="field__input"
        {...combobox.getInputProps({
          onChange: onInputChange,
          onKeyDown,
          onBlur,
          disabled: disabled || full,
          maxLength: TEXT_MAX_LENGTH,
          autoComplete: 'off',
          placeholder: full ? '' : 'e.g. javascript',
          'aria-describedby': hintId,
        })}
      />
      <ul
        className="tags-field__menu"
        {...combobox.getMenuProps()}
        hidden={!(combobox.isOpen && suggestions.length > 0)}
      >
        {combobox.isOpen &&
          suggestions.map((item, index) => (
            <li
              key={item.tag}
              className={
                combobox.highlightedIndex === index
                  ? 'tags-field__option tags-field__option--active'
                  : 'tags-field__option'
              }
              {...combobox.getItemProps({ item, index })}
            >
              {item.tag} <span className="tags-field__count">×{item.questionCount}</span>
            </li>
          ))}
      </ul>
      <p id={hintId} className="field__hint">
        {HINT}
      </p>
    </div>
  );
}
