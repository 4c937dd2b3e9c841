import type { PlatformApp, PlatformContext } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { localize, requestLanguage } from '../../core/localized';
import { noContent, ok, readBody, readPaging } from '../../core/respond';
import { requireSession } from '../../core/session';
import { messageJson, type MessageRow } from './messages';
import { optionalString, requiredId, checkLength } from './request';
import { SURVEY_TEXT_MAX_LENGTH } from './constants';
import { nowSeconds } from './tokens';

interface QuestionRow {
  id: number;
  question: string;
  description: string;
  allow_user_answer: number;
}

function requireQuestion(ctx: PlatformContext, rawId: string): QuestionRow {
  const id = requiredId(rawId, 'id');
  const row = ctx.db.prepare(`SELECT * FROM survey_questions WHERE id = ?`).get(id) as QuestionRow | undefined;
  if (!row) throw notFound(`Survey question ${id} does not exist.`);
  return row;
}

function answerIdsOf(value: unknown): number[] {
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : String(value).split(',');
  return list.map((id) => requiredId(id, 'answer_ids'));
}

export function messageRoutes(app: PlatformApp, ctx: PlatformContext) {
  /** Removed messages are gone from the list; newest first. */
  app.get('/v2/users/self/messages', (c) => {
    const session = requireSession(c);
    const language = requestLanguage(c);
    const { offset, limit } = readPaging(c);
    const rows = ctx.db
      .prepare(`SELECT * FROM messages WHERE user_id = ? AND removed = 0 ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(session.userId, limit, offset) as MessageRow[];
    return ok(c, rows.map((row) => messageJson(row, language)));
  });

  app.delete('/v2/users/self/messages/:id', (c) => {
    const session = requireSession(c);
    const id = requiredId(c.req.param('id'), 'id');
    const result = ctx.db.prepare(`UPDATE messages SET removed = 1 WHERE id = ? AND user_id = ? AND removed = 0`).run(id, session.userId);
    if (result.changes === 0) throw notFound(`Message ${id} does not exist.`);
    return noContent(c);
  });

  app.post('/v2/users/self/messages/read_all', (c) => {
    const session = requireSession(c);
    const result = ctx.db.prepare(`UPDATE messages SET is_read = 1 WHERE user_id = ? AND removed = 0 AND is_read = 0`).run(session.userId);
    return ok(c, { read: result.changes });
  });

  app.get('/v2/survey/questions/:id', (c) => {
    const language = requestLanguage(c);
    const question = requireQuestion(ctx, c.req.param('id'));
    const options = ctx.db.prepare(`SELECT id, text FROM survey_options WHERE question_id = ? ORDER BY sort, id`).all(question.id) as { id: number; text: string }[];
    return ok(c, {
      id: question.id,
      question: localize(question.question, language),
      description: localize(question.description, language),
      allow_user_answer: question.allow_user_answer === 1,
      answers: options.map((option) => ({ id: option.id, text: localize(option.text, language) })),
    });
  });

  /** Section 5 "Survey": at least one answer or a non-empty text; the text counts only when allow_user_answer. */
  app.post('/v2/survey/questions/:id/answers', async (c) => {
    const session = requireSession(c);
    const question = requireQuestion(ctx, c.req.param('id'));
    const body = await readBody(c);
    const answerIds = answerIdsOf(body.answer_ids);
    const userText = question.allow_user_answer === 1 ? checkLength('user_text', optionalString(body, 'user_text') ?? '', SURVEY_TEXT_MAX_LENGTH) : '';
    if (!answerIds.length && !userText) {
      throw badRequest('Choose at least one answer or write your own.', { answer_ids: ['Choose at least one answer.'] }, 'none_field_is_selected');
    }
    const known = new Set(
      (ctx.db.prepare(`SELECT id FROM survey_options WHERE question_id = ?`).all(question.id) as { id: number }[]).map((row) => row.id),
    );
    const unknown = answerIds.filter((id) => !known.has(id));
    if (unknown.length) throw badRequest(`Unknown answers: ${unknown.join(', ')}.`, { answer_ids: ['Unknown answer.'] });
    const { lastInsertRowid } = ctx.db
      .prepare(`INSERT INTO survey_answers (question_id, user_id, answer_ids, user_text, created_at) VALUES (?, ?, ?, ?, ?)`)
      .run(question.id, session.userId, JSON.stringify(answerIds), userText, nowSeconds(ctx));
    return ok(c, { id: Number(lastInsertRowid), question_id: question.id, answer_ids: answerIds, user_text: userText }, 201);
  });
}
