import { apiClientFor, signIn, startTestPlatform, type TestPlatform } from '@/platform/src/domains/identity/testing';
import { ApiError } from './errors';
import { answerSurvey, deleteMessage, getMessages, getSurveyQuestion, markAllMessagesRead } from './messages';

describe('lib/api messages against the platform', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform();
  });
  afterEach(() => platform.close());

  it('lists, deletes and marks messages read', async () => {
    const { token } = await signIn(platform);
    const api = apiClientFor(platform, token);
    const page = await getMessages(api);
    expect(page.items).toHaveLength(3);
    expect(page.hasMore).toBe(false);
    expect(page.items[0]).toMatchObject({ removed: false, isRead: false });
    await deleteMessage(api, page.items[0].id);
    expect(await markAllMessagesRead(api)).toBe(2);
    const after = await getMessages(api);
    expect(after.items).toHaveLength(2);
    expect(after.items.every((message) => message.isRead)).toBe(true);
  });

  it('reads survey 1 and sends an answer; an empty answer is refused', async () => {
    const { token } = await signIn(platform);
    const api = apiClientFor(platform, token);
    const question = await getSurveyQuestion(api, 1);
    expect(question).toMatchObject({ id: 1, allowUserAnswer: true });
    expect(question.answers).toHaveLength(3);
    const empty = await answerSurvey(api, 1, { answerIds: [] }).catch((error: unknown) => error);
    expect((empty as ApiError).code).toBe('none_field_is_selected');
    await answerSurvey(api, 1, { answerIds: [question.answers[0].id], userText: 'ok' });
    expect((await platform.call('GET', '/dev/db/survey_answers')).body.data).toHaveLength(1);
  });

  it('sends user_text only with a text, never an empty one the question did not ask for', async () => {
    const post = jest.fn(async () => ({}));
    await answerSurvey({ post } as never, 2, { answerIds: [5] });
    expect(post).toHaveBeenCalledWith('/v2/survey/questions/2/answers', { answer_ids: [5] });
    await answerSurvey({ post } as never, 1, { answerIds: [], userText: 'ok' });
    expect(post).toHaveBeenLastCalledWith('/v2/survey/questions/1/answers', { answer_ids: [], user_text: 'ok' });
  });
});
