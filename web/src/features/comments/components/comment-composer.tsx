import { useState, type FormEvent } from 'react';
import { Button, FormError } from '@/components/ui';
import { useSubmit } from '@/hooks/use-submit';
import { hasVisibleCharacter, TEXT_LIMITS, type PostRef } from '@queryhub/model';
import { addComment } from '../api/comments';
import { MentionTextArea } from './mention-text-area';

export interface CommentComposerProps {
  uid: string;
  post: PostRef;
  onDone: () => void;
}

const { min, max } = TEXT_LIMITS.comment;

/** The small form under a post: 15–600 characters of inline Markdown, @name suggestions. */
export function CommentComposer({ uid, post, onDone }: CommentComposerProps) {
  const [text, setText] = useState('');
  const { submit, submitting, error, setError } = useSubmit(async () => {
    await addComment(uid, post, text);
    setText('');
    onDone();
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim().length < min || !hasVisibleCharacter(text)) {
      setError({ message: `A comment needs at least ${min} characters.` });
      return;
    }
    void submit();
  }

  return (
    <form className="comment-composer" onSubmit={onSubmit} noValidate>
      <MentionTextArea
        label="Comment"
        hint={`${min}–${max} characters. Inline Markdown: \`code\`, *emphasis*, [links](https://…); @name mentions a member.`}
        value={text}
        onValueChange={setText}
        maxLength={max}
        rows={3}
        required
      />
      {error && <FormError {...error} />}
      <div className="comment-composer__actions">
        <Button type="submit" disabled={submitting}>
          Add Comment
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
