import { parsePush } from './push-entry';

describe('parsePush', () => {
  it('keeps title, body, action and a typed destination from JSON text', () => {
    const parsed = parsePush('{"title":"New film","body":"Watch now","action":"Open","destination":{"type":"content","id":42,"slug":"film-42"},"time_start":5}');
    expect(parsed).toMatchObject({ title: 'New film', body: 'Watch now', action: 'Open', destination: { type: 'content', id: 42, slug: 'film-42' }, time_start: 5 });
  });

  it('refuses payloads without text and drops destinations without a type', () => {
    expect(parsePush({ icon: 'x' })).toBeNull();
    expect(parsePush('not json')).toBeNull();
    expect(parsePush({ title: 'Hi', destination: { id: 3 } })?.destination).toBeNull();
  });
});
