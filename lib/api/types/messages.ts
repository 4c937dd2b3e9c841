/** App types of user messages and surveys (core-session-account.md section 3). */

export interface Message {
  id: number;
  title: string;
  text: string;
  createdAt: string;
  removed: boolean;
  isRead: boolean;
}

export interface MessagePage {
  items: Message[];
  /** A full page came: there may be more (the operator sends no total). */
  hasMore: boolean;
}

export interface SurveyQuestion {
  id: number;
  question: string;
  description: string;
  allowUserAnswer: boolean;
  answers: { id: number; text: string }[];
}

export interface SurveyAnswer {
  answerIds: number[];
  userText?: string;
}
