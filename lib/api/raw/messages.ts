/** Platform JSON of messages and surveys, exactly as platform/docs/identity.md shows it. */

export interface RawMessage {
  id: number;
  title: string;
  text: string;
  created_at: string;
  removed: boolean;
  is_read: boolean;
}

export interface RawSurveyQuestion {
  id: number;
  question: string;
  description: string;
  allow_user_answer: boolean;
  answers: { id: number; text: string }[];
}
