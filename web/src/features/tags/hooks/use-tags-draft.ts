import { tagListProblem, takeTypedTags } from '@queryhub/model';
import { useState } from 'react';
import type { TagsFieldProps } from '../components/tags-field';

/** A form's tags: the chips, the text still typed in the box, and what sending takes of both. */
export interface TagsDraft {
  /** The props of the form's **Tags** field. */
  field: TagsFieldProps;
  setTags: (tags: string[]) => void;
  /**
   * Turns the text left in the box into chips (invalid words stay typed) and checks the list:
   * the tags to write, or the problem to show. Call it when the form is sent.
   */
  take: () => { tags: string[]; problem: string | null };
}

export function useTagsDraft(): TagsDraft {
  const [tags, setTags] = useState<string[]>([]);
  const [text, setText] = useState('');

  function take() {
    const taken = takeTypedTags(tags, text);
    setTags(taken.tags);
    setText(taken.rest);
    return { tags: taken.tags, problem: taken.problem ?? tagListProblem(taken.tags) };
  }

  return {
    field: { value: tags, onChange: setTags, text, onTextChange: setText },
    setTags,
    take,
  };
}
