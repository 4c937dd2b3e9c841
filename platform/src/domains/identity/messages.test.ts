import { signIn, signInGuest, startTestPlatform, type TestPlatform } from './testing';

describe('identity: messages and survey', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform();
  });
  afterEach(() => platform.close());

  it('a member has three localized welcome messages; guests have none', async () => {
    const { token } = await signIn(platform);
    const { body } = await platform.call('GET', '/v2/users/self/messages', {
      token,
      headers: { 'Accept-Language': 'en' },
    });
    expect(body).toHaveLength(3);
    expect(body.map((message: { title: string }) => message.title).sort()).toEqual(
      ['Catch-up archive', 'Parental control', 'Welcome!'].sort(),
    );
    expect(body[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      text: expect.any(String),
      created_at: expect.any(String),
      removed: false,
      is_read: false,
    });
    const guest = await signInGuest(platform);
    expect((await platform.call('GET', '/v2/users/self/messages', { token: guest.token })).body).toEqual([]);
  });

  it('deletes a message once and marks all as read', async () => {
    const { token } = await signIn(platform);
    const [first] = (await platform.call('GET', '/v2/users/self/messages', { token })).body;
    expect((await platform.call('DELETE', `/v2/users/self/messages/${first.id}`, { token })).status).toBe(204);
    expect((await platform.call('DELETE', `/v2/users/self/messages/${first.id}`, { token })).status).toBe(404);
    expect((await platform.call('POST', '/v2/users/self/messages/read_all', { token })).body).toEqual({ read: 2 });
    const left = (await platform.call('GET', '/v2/users/self/messages', { token })).body;
    expect(left).toHaveLength(2);
    expect(left.every((message: { is_read: boolean }) => message.is_read)).toBe(true);
  });

  it("cannot delete another user's message", async () => {
    const parent = await signIn(platform, 'parent');
    const demo = await signIn(platform);
    const [message] = (await platform.call('GET', '/v2/users/self/messages', { token: parent.token })).body;
    expect((await platform.call('DELETE', `/v2/users/self/messages/${message.id}`, { token: demo.token })).status).toBe(
      404,
    );
  });

  it('survey 1 has a question and answers; an empty answer is refused and a real one stored', async () => {
    const { token, userId } = await signIn(platform);
    const question = await platform.call('GET', '/v2/survey/questions/1', { headers: { 'Accept-Language': 'en' } });
    expect(question.body).toMatchObject({
      id: 1,
      question: 'Why did you cancel the subscription?',
      allow_user_answer: true,
    });
    expect(question.body.answers[0]).toEqual({ id: 1, text: 'Too expensive' });
    const empty = await platform.call('POST', '/v2/survey/questions/1/answers', {
      token,
      body: { answer_ids: [], user_text: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error_code).toBe('none_field_is_selected');
    expect(
      (await platform.call('POST', '/v2/survey/questions/1/answers', { token, body: { answer_ids: [42] } })).status,
    ).toBe(400);
    const answered = await platform.call('POST', '/v2/survey/questions/1/answers', {
      token,
      body: { answer_ids: [1, 3], user_text: 'More sport' },
    });
    expect(answered.status).toBe(201);
    const stored = await platform.call('GET', `/dev/db/survey_answers?where=user_id:${userId}`);
    expect(stored.body.data).toEqual([
      expect.objectContaining({ question_id: 1, answer_ids: '[1,3]', user_text: 'More sport' }),
    ]);
    expect((await platform.call('GET', '/v2/survey/questions/4')).status).toBe(404);
  });

  it('the poll (survey 2) takes answers only: its own text is not stored', async () => {
    const { token, userId } = await signIn(platform);
    const poll = await platform.call('GET', '/v2/survey/questions/2', { headers: { 'Accept-Language': 'en' } });
    expect(poll.body).toMatchObject({ id: 2, question: 'What would you like more of?', allow_user_answer: false });
    expect(poll.body.answers.map((answer: { text: string }) => answer.text)).toEqual([
      'Films',
      'Series',
      'Sport',
      "Children's channels",
    ]);
    const textOnly = await platform.call('POST', '/v2/survey/questions/2/answers', {
      token,
      body: { answer_ids: [], user_text: 'Cartoons' },
    });
    expect(textOnly.status).toBe(400);
    const sportId = poll.body.answers[2].id;
    expect(
      (
        await platform.call('POST', '/v2/survey/questions/2/answers', {
          token,
          body: { answer_ids: [sportId], user_text: 'Cartoons' },
        })
      ).status,
    ).toBe(201);
    const stored = await platform.call('GET', `/dev/db/survey_answers?where=user_id:${userId}`);
    expect(stored.body.data).toEqual([
      expect.objectContaining({ question_id: 2, answer_ids: `[${sportId}]`, user_text: '' }),
    ]);
  });

  it('the rating (survey 3, survey_rate) offers four marks and an optional comment', async () => {
    const { token, userId } = await signIn(platform);
    const rate = await platform.call('GET', '/v2/survey/questions/3', { headers: { 'Accept-Language': 'en' } });
    expect(rate.body).toMatchObject({ id: 3, question: 'How do you like Demo TV?', allow_user_answer: true });
    expect(rate.body.answers.map((answer: { text: string }) => answer.text)).toEqual([
      'Excellent',
      'Good',
      'So-so',
      'Poor',
    ]);
    const good = rate.body.answers[1].id;
    expect(
      (
        await platform.call('POST', '/v2/survey/questions/3/answers', {
          token,
          body: { answer_ids: [good], user_text: 'More films' },
        })
      ).status,
    ).toBe(201);
    const stored = await platform.call('GET', `/dev/db/survey_answers?where=user_id:${userId}`);
    expect(stored.body.data).toEqual([
      expect.objectContaining({ question_id: 3, answer_ids: `[${good}]`, user_text: 'More films' }),
    ]);
  });
});
