import { isUnread, unreadCount, withReadMark } from './read-marks';

const messages = [
  { id: 1, isRead: false },
  { id: 2, isRead: true },
  { id: 3, isRead: false },
];

describe('message read marks', () => {
  it('lowers the unread count when a message is opened', () => {
    expect(unreadCount(messages, [])).toBe(2);
    const marks = withReadMark([], 3);
    expect(unreadCount(messages, marks)).toBe(1);
    expect(isUnread(messages[2], marks)).toBe(false);
  });

  it('keeps a mark once and only the newest 500', () => {
    expect(withReadMark([3], 3)).toEqual([3]);
    const many = Array.from({ length: 500 }, (_, index) => index);
    const marks = withReadMark(many, 9999);
    expect(marks).toHaveLength(500);
    expect(marks.at(-1)).toBe(9999);
    expect(marks[0]).toBe(1);
  });
});
