// The queries of the public API's lists, as data: plans of the model's query catalogue
// (QUERY_CATALOGUE, the category page's sort tabs) with their filter values, ordered to the end
// by the document id (thenById), so a page continues exactly after its cursor. Pure; the
// readers (api-*-data.ts) run them with the Admin SDK (api-list-read.ts), and api-queries.test.ts
// checks each needs the index its catalogue shape has.
import {
  QUESTION_LIST_SORTS,
  queryPlan,
  questionListPlan,
  thenById,
  type QueryPlan,
  type QuestionListSort,
  type QuestionListTarget,
} from '@queryhub/model';
import type { CursorList } from './api-cursor';

export const API_QUESTION_SORTS = Object.keys(QUESTION_LIST_SORTS) as QuestionListSort[];

/** Which questions a list holds: every one, a category's or a tag's. */
export type ApiQuestionScope = QuestionListTarget;

export interface ApiListQuery {
  /** The catalogue entry with its values (plan.name), ordered last by the document id. */
  plan: QueryPlan;
  /** The fields whose values, with the id, make the cursor (the orderings but the id). */
  cursorFields: string[];
  cursorList: CursorList;
}

function listQuery(plan: QueryPlan, cursorList: CursorList): ApiListQuery {
  return {
    plan: thenById(plan),
    cursorFields: plan.orderBy.map(({ field }) => field),
    cursorList,
  };
}

export function questionListQuery(scope: ApiQuestionScope, sort: QuestionListSort): ApiListQuery {
  return listQuery(questionListPlan(scope, sort), `questions.${sort}`);
}

/** Categories, newest first (Home's order). */
export function categoryListQuery(): ApiListQuery {
  return listQuery(queryPlan('categories.newest'), 'categories');
}

/** Tags some visible question carries, the most used first (the tag index's order). */
export function tagListQuery(): ApiListQuery {
  return listQuery(queryPlan('tags.used.mostUsed', 0), 'tags');
}
