import { AuthorLink } from '@/components/content/author-link';
import { ResponsiveImage } from '@/components/ui';
import type { QuestionView } from '@queryhub/model';

/** The question itself, at the top of its page, with its screenshot at full width. */
export function QuestionDetails({ question }: { question: QuestionView }) {
  return (
    <>
      <h1 className="page-intro__title page-intro__title--question">{question.question}</h1>
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
    </>
  );
}
