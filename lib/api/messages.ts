import type { ApiClient } from './client';
import { getPage, type PageRequest } from './paging';
import type { RawMessage, RawSurveyQuestion } from './raw/messages';
import type { MessagePage, SurveyAnswer, SurveyQuestion } from './types/messages';

const MESSAGES_PATH = '/v2/users/self/messages';

export async function getMessages(api: ApiClient, page: PageRequest = {}): Promise<MessagePage> {
  const answer = await getPage<RawMessage>(api, MESSAGES_PATH, page, { cacheMs: 0 });
  return {
    items: answer.items.map((raw) => ({
      id: raw.id,
      title: raw.title,
      text: raw.text,
      createdAt: raw.created_at,
      removed: raw.removed,
      isRead: raw.is_read,
    })),
    hasMore: answer.hasMore,
  };
}

export async function deleteMessage(api: ApiClient, id: number): Promise<void> {
  await api.delete(`${MESSAGES_PATH}/${id}`);
}

/** Returns how many messages changed to read. */
export async function markAllMessagesRead(api: ApiClient): Promise<number> {
  return (await api.post<{ read: number }>(`${MESSAGES_PATH}/read_all`)).read;
}

export async function getSurveyQuestion(api: ApiClient, id: number): Promise<SurveyQuestion> {
  const raw = await api.get<RawSurveyQuestion>(`/v2/survey/questions/${id}`);
  return { id: raw.id, question: raw.question, description: raw.description, allowUserAnswer: raw.allow_user_answer, answers: raw.answers };
}

/**
 * Needs at least one answer or a text (400 none_field_is_selected otherwise, section 5); user_text goes only with a
 * text, which only a question with allow_user_answer takes.
 */
export async function answerSurvey(api: ApiClient, questionId: number, answer: SurveyAnswer): Promise<void> {
  const text = answer.userText === undefined ? {} : { user_text: answer.userText };
  await api.post(`/v2/survey/questions/${questionId}/answers`, { answer_ids: answer.answerIds, ...text });
}
