import { hasVisibleCharacter, TEXT_LIMITS } from '@queryhub/model';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SubmitButton } from '@/components/content/submit-button';
import { FormError, TextAreaField, TextField, useDialog } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSubmit } from '@/hooks/use-submit';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  sendContactMessage,
  type ContactMessageInput,
} from '../api/send-contact-message';

/** /Contact — anyone may send a message; the callable attaches a signed-in sender's uid. */
export default function ContactPage() {
  usePageTitle('Contact');
  const dialog = useDialog();
  const navigate = useNavigate();

  const { submit, submitting, error, setError } = useSubmit(
    async (message: ContactMessageInput) => {
      await sendContactMessage(message);
      await dialog.alert({ title: 'THANK YOU', text: 'Your Message/Feedback Is Received!!' });
      await navigate(paths.home.getHref());
    },
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Nothing on the page reacts to the typing: the fields are read once, as they are sent.
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    const message = { name: field('name'), email: field('email'), comment: field('comment') };
    if (
      !hasVisibleCharacter(message.name) ||
      !message.email ||
      !hasVisibleCharacter(message.comment)
    ) {
      setError({ message: 'Please fill in your name, e-mail and message.' });
      return;
    }
    void submit(message);
  }

  return (
    <section className="page--narrow" aria-labelledby="contact-title">
      <h1 id="contact-title">CONTACT US</h1>
      <p className="page__lead">Questions, ideas or problems: we read every message.</p>
      <form className="form" onSubmit={onSubmit}>
        <TextField
          label="Name"
          name="name"
          required
          maxLength={TEXT_LIMITS.contactName.max}
          autoComplete="name"
          disabled={submitting}
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          pattern={EMAIL_PATTERN}
          title="An e-mail address such as name@example.com"
          autoComplete="email"
          disabled={submitting}
        />
        <TextAreaField
          label="Message"
          name="comment"
          required
          maxLength={TEXT_LIMITS.contactComment.max}
          rows={6}
          disabled={submitting}
        />
        {error && <FormError {...error} />}
        <SubmitButton submitting={submitting} />
      </form>
    </section>
  );
}
