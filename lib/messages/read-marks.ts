import { storedAtom } from '@/lib/ui-state/stored-atom';

/**
 * Messages opened on this browser (core-session-account.md section 4, "open one"). The operator's API marks all read
 * but has no call for one message, so opening one is remembered here: the counter goes down and the message shows
 * read, as a viewer expects, while "read all" still tells the platform.
 */
const READ_MARKS_KEY = 'messages_read';
/** Newest marks kept: older messages have long been read or removed, and the entry stays small. */
const READ_MARKS_KEPT = 500;

/** The list pages 20 messages at a time (the platform's page size, asked explicitly). */
export const MESSAGE_PAGE_SIZE = 20;

function parseMarks(raw: string | null): readonly number[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export const messageReadMarksAtom = storedAtom<readonly number[]>(READ_MARKS_KEY, parseMarks);

export function withReadMark(marks: readonly number[], id: number): readonly number[] {
  if (marks.includes(id)) return marks;
  return [...marks, id].slice(-READ_MARKS_KEPT);
}

export function isUnread(message: { id: number; isRead: boolean }, marks: readonly number[]): boolean {
  return !message.isRead && !marks.includes(message.id);
}

export function unreadCount(messages: readonly { id: number; isRead: boolean }[], marks: readonly number[]): number {
  return messages.filter((message) => isUnread(message, marks)).length;
}
