import { useDialog } from '@/components/ui';
import { useImageUpload } from '@/features/images';
import { failureCode } from '@/lib/errors';
import { createPost, type NewPostKind, type PostBody } from '../api/create-post';

const TITLE_NOUN: Record<NewPostKind, string> = { question: 'Question', answer: 'Answer' };

/** The alert shown when a post was saved but its screenshot did not upload. */
function screenshotFailedAlert(kind: NewPostKind, code: string) {
  return {
    title: 'Screenshot Not Uploaded',
    text: `Your ${kind} was posted without its screenshot (${code}).`,
  };
}

/**
 * Publishing a new question or answer: `publish` writes the post, then uploads its screenshot to
 * the path the post names, then confirms. A failed upload does not fail the post (which is
 * published, without an image, and must not be sent twice): it is reported after the
 * confirmation. `progress` feeds the form's upload bar.
 */
export function usePublishPost() {
  const dialog = useDialog();
  const { progress, upload } = useImageUpload();

  async function publish<K extends NewPostKind>(
    kind: K,
    body: PostBody<K>,
    screenshot: File | null,
    /** Runs as soon as the post is written, before the upload and the confirmation. */
    onWritten?: () => void,
  ): Promise<string> {
    const input = Object.assign({ withScreenshot: screenshot !== null }, body);
    const { id, screenshotPath } = await createPost(kind, input);
    onWritten?.();
    const uploadFailure =
      screenshot === null
        ? null
        : await upload(screenshotPath, screenshot).then(() => null, failureCode);
    await dialog.alert({ title: 'SUCCESS', text: `Submitted ${TITLE_NOUN[kind]} : ${body.text}` });
    if (uploadFailure !== null) await dialog.alert(screenshotFailedAlert(kind, uploadFailure));
    return id;
  }

  return { publish, progress };
}
