import {
  hasVisibleCharacter,
  linksOverNewAccountLimit,
  newAccountLinksMessage,
  TEXT_LIMITS,
  type PostKind,
} from '@queryhub/model';
import { useState, type FormEvent, type ReactNode } from 'react';
import { MARKDOWN_HINT, MarkdownPreview } from '@/components/content/markdown-preview';
import { SubmitButton } from '@/components/content/submit-button';
import { FormError, TextAreaField, UploadProgressBar } from '@/components/ui';
import { ImagePicker } from '@/features/images';
import { useSubmit } from '@/hooks/use-submit';
import { useNewAccount } from '../hooks/use-new-account';

/** What the author wrote: the trimmed text and, where the form offers one, the screenshot. */
export interface PostDraft {
  text: string;
  screenshot: File | null;
}

/** What the post form's text field needs: a slot may render another field with the same props. */
interface PostTextFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  required: true;
  maxLength: number;
  rows: number;
  hint: string;
  disabled: boolean;
}

/** The text field of each kind: its label (the field's accessible name) and its height. */
const TEXT_FIELDS: Record<PostKind, { label: string; rows: number }> = {
  question: { label: 'Your question', rows: 5 },
  answer: { label: 'Your answer', rows: 8 },
};

export interface PostFormProps {
  /** What is written: it gives the text field its label, height and the rules' length limit. */
  kind: PostKind;
  /** The text field's name attribute. */
  name: string;
  initialText?: string;
  /**
   * The text, when the caller holds it (the composers that save drafts); with it, `onTextChange`
   * receives every change and `initialText` is ignored.
   */
  text?: string;
  onTextChange?: (text: string) => void;
  /** A further check of the trimmed text: the message that refuses it, or null. */
  refuse?: (text: string) => string | null;
  /** Offers the optional screenshot picker. */
  withScreenshot?: boolean;
  /** 0–100 while the screenshot uploads (usePublishPost's), else null. */
  progress?: number | null;
  submitLabel?: string;
  /** Shown first in the form (the question being answered). */
  intro?: ReactNode;
  /**
   * Further fields, shown after the preview and before the picker: a node, or a function of the
   * current text (similar questions). A field keeps its own state; `onSubmit` reads it.
   */
  children?: ReactNode | ((text: string) => ReactNode);
  /** Renders the text field instead of the plain textarea (the answer form's @-suggestions). */
  textField?: (field: PostTextFieldProps) => ReactNode;
  /** Saves the draft; a failure is shown in the form, which may then be sent again. */
  onSubmit: (draft: PostDraft) => Promise<void>;
}

/**
 * The one form for writing a question or answer, new or edited: the text with its limit, the
 * Markdown preview, the optional screenshot with its upload progress, the error, the submit
 * button. A blank text is refused before `onSubmit` runs ("Please enter your question."), and so
 * is a new account's text with more links than its first days allow (the server would hold it
 * for review).
 */
export function PostForm(props: PostFormProps) {
  const { kind, name, refuse, withScreenshot = false } = props;
  const maxLength = TEXT_LIMITS[kind].max;
  const [ownText, setOwnText] = useState(props.initialText ?? '');
  const text = props.text ?? ownText;
  const setText = props.onTextChange ?? setOwnText;
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const { submit, submitting, error, setError } = useSubmit(props.onSubmit);
  const newAccount = useNewAccount() === true;

  const field: PostTextFieldProps = {
    ...TEXT_FIELDS[kind],
    name,
    value: text,
    onValueChange: setText,
    required: true,
    maxLength,
    hint: `Up to ${maxLength} characters. ${MARKDOWN_HINT}`,
    disabled: submitting,
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = text.trim();
    const links = linksOverNewAccountLimit(trimmed, newAccount);
    const refusal = !hasVisibleCharacter(trimmed)
      ? `Please enter your ${kind}.`
      : links > 0
        ? newAccountLinksMessage(links)
        : (refuse?.(trimmed) ?? null);
    if (refusal !== null) {
      setError({ message: refusal });
      return;
    }
    void submit({ text: trimmed, screenshot });
  }

  return (
    <form className="form" onSubmit={onSubmit}>
      {props.intro}
      <UploadProgressBar progress={props.progress ?? null} />
      {props.textField ? props.textField(field) : <PlainTextField {...field} />}
      <MarkdownPreview text={text} />
      {typeof props.children === 'function' ? props.children(text) : props.children}
      {withScreenshot && (
        <ImagePicker label="Screenshot (optional)" onChange={setScreenshot} disabled={submitting} />
      )}
      {error && <FormError {...error} />}
      <SubmitButton submitting={submitting} label={props.submitLabel} />
    </form>
  );
}

function PlainTextField({ onValueChange, ...field }: PostTextFieldProps) {
  return <TextAreaField {...field} onChange={(event) => onValueChange(event.target.value)} />;
}
