'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { showAlert } from '@/lib/alerts/alert-store';
import formStyles from '@/components/auth/form.module.css';
import { getBrowserApi } from '@/lib/api/browser';
import { answerSurvey, getSurveyQuestion } from '@/lib/api/messages';
import { buildSurveyAnswer } from '@/lib/rules/validation';
import styles from './prompts.module.css';
import { debugLog } from '@/lib/debug-log';
import { surveyKey } from '@/lib/swr-keys/settings';

/** core-session-account.md section 7: the product asks survey number 1. */
export const SURVEY_ID = 1;
/** The platform's short poll behind the separate "poll" notification (section 4; platform/docs/identity.md). */
export const POLL_SURVEY_ID = 2;
/** The platform's rating behind the survey_rate notification: one mark, an optional comment. */
export const RATE_SURVEY_ID = 3;

export interface SurveyPromptProps {
  surveyId: number;
  /** One answer only (a rating): radio buttons instead of check boxes. */
  single?: boolean;
  dismiss: () => void;
  onAnswered: () => void;
}

/** A survey: at least one answer or other text (error_none_field_is_selected); a failed send is logged and closes. */
export function SurveyPrompt({ surveyId, single = false, dismiss, onAnswered }: SurveyPromptProps) {
  const t = useTranslations('prompts');
  const tm = useTranslations('messages');
  const { data: question, error } = useSWR(surveyKey(surveyId), () => getSurveyQuestion(getBrowserApi(), surveyId));
  const [answerIds, setAnswerIds] = useState<number[]>([]);
  const [text, setText] = useState('');
  // A survey that cannot be loaded must not hold the prompts queued behind it.
  useEffect(() => {
    if (error) dismiss();
  }, [error, dismiss]);
  if (!question) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = buildSurveyAnswer({ answerIds, userText: text, allowUserAnswer: question!.allowUserAnswer });
    if (!checked.ok) {
      showAlert(tm(checked.error));
      return;
    }
    try {
      await answerSurvey(getBrowserApi(), surveyId, { answerIds: checked.value.answer_ids, userText: checked.value.user_text });
      onAnswered();
    } catch (error) {
      debugLog.warn('survey answer was not sent', error);
    }
    dismiss();
  }

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby={`survey-title-${surveyId}`} data-testid={`survey-prompt-${surveyId}`}>
      <h2 id={`survey-title-${surveyId}`} className={styles.title}>
        {question.question}
      </h2>
      {question.description && <p className={formStyles.hint}>{question.description}</p>}
      {question.answers.map((answer) => (
        <label key={answer.id} className={formStyles.choice}>
          <input
            type={single ? 'radio' : 'checkbox'}
            name={`survey-${surveyId}`}
            checked={answerIds.includes(answer.id)}
            onChange={(event) =>
              setAnswerIds((ids) => (single ? [answer.id] : event.target.checked ? [...ids, answer.id] : ids.filter((id) => id !== answer.id)))
            }
          />
          {answer.text}
        </label>
      ))}
      {question.allowUserAnswer && (
        <label className={formStyles.field}>
          <span className={formStyles.label}>{t('surveyOther')}</span>
          <input className={formStyles.input} value={text} onChange={(event) => setText(event.target.value)} />
        </label>
      )}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary}>
          {t('surveySend')}
        </button>
        <button type="button" className={formStyles.secondary} onClick={dismiss}>
          {t('later')}
        </button>
      </div>
    </form>
  );
}
