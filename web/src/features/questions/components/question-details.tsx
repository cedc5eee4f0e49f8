import { AuthorLink } from '@/components/content/author-link';
import { PostTime } from '@/components/content/post-card';
import { PostHtml } from '@/components/content/post-html';
import { ResponsiveImage } from '@/components/ui';
import type { QuestionView } from '@queryhub/model';
import { TagLinks } from '@/components/content/tag-links';

/**
 * The page's heading for a question: the whole text of a plain-text question (as before), or
 * the first line of a rendered one, whose full text follows below it.
 */
export function questionHeading(question: QuestionView): string {
  if (!question.html) return question.question;
  const firstLine = question.question.split('\n', 1)[0] ?? '';
  return firstLine.replace(/^\s*#{1,6}\s+/, '').trim() || question.question;
}

/** Whether the rendered text adds anything to the heading (it does unless it is one line). */
function hasBody(question: QuestionView): boolean {
  return question.html !== null && question.question.trim().includes('\n');
}

export interface QuestionDetailsProps {
  question: QuestionView;
}

/**
 * The question itself, at the top of its page, with its screenshot at full width and when it was
 * asked (the answers' PostTime: UTC on the server and while hydrating, then the reader's zone).
 * When it was edited is said by the route's post actions (the edit links).
 */
export function QuestionDetails({ question }: QuestionDetailsProps) {
  return (
    <>
      <h1 className="page-intro__title page-intro__title--question">{questionHeading(question)}</h1>
      {question.html && hasBody(question) && (
        <PostHtml className="page-intro__body" html={question.html} />
      )}
      {question.screenshot && (
        <ResponsiveImage
          className="page-intro__image"
          src={question.screenshot.variants.large}
          variants={question.screenshot.variants}
          alt={`Screenshot attached to the question: ${question.question}`}
        />
      )}
      <p className="page-intro__text">
        This question is asked by <AuthorLink uid={question.uid} userName={question.userName} /> in{' '}
        {question.category}
      </p>
      {question.dateMillis !== null && (
        <p className="page-intro__text page-intro__time">
          asked <PostTime millis={question.dateMillis} />
        </p>
      )}
      <TagLinks tags={question.tags} />
      {question.closed && (
        <p className="page-intro__text">This question is closed: it takes no new answers.</p>
      )}
    </>
  );
}
