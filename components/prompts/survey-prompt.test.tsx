import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { renderWithIntl } from '@/tests/support/intl';
import { ApiError } from '@/lib/api/errors';
import en from '@/messages/en.json';
import { POLL_SURVEY_ID, SurveyPrompt } from './survey-prompt';

const getSurveyQuestion = jest.fn();
const answerSurvey = jest.fn();
const showAlert = jest.fn();
jest.mock('@/lib/api/messages', () => ({
  getSurveyQuestion: (...args: unknown[]) => getSurveyQuestion(...args),
  answerSurvey: (...args: unknown[]) => answerSurvey(...args),
}));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/alerts/alert-store', () => ({ showAlert: (text: string) => showAlert(text) }));

const POLL = {
  id: POLL_SURVEY_ID,
  question: 'What would you like more of?',
  description: 'Choose one or more.',
  allowUserAnswer: false,
  answers: [
    { id: 4, text: 'Films' },
    { id: 6, text: 'Sport' },
  ],
};

function renderPoll(props: { dismiss?: () => void; onAnswered?: () => void } = {}) {
  const dismiss = props.dismiss ?? jest.fn();
  const onAnswered = props.onAnswered ?? jest.fn();
  renderWithIntl(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <SurveyPrompt surveyId={POLL_SURVEY_ID} dismiss={dismiss} onAnswered={onAnswered} />
    </SWRConfig>,
  );
  return { dismiss, onAnswered };
}

beforeEach(() => {
  getSurveyQuestion.mockReset().mockResolvedValue(POLL);
  answerSurvey.mockReset().mockResolvedValue(undefined);
  showAlert.mockReset();
});

describe('SurveyPrompt for the poll', () => {
  it('asks its own survey, offers no own text, and refuses an empty answer with error_none_field_is_selected', async () => {
    const { dismiss } = renderPoll();
    expect(await screen.findByRole('heading', { name: POLL.question })).toBeInTheDocument();
    expect(getSurveyQuestion).toHaveBeenCalledWith({}, POLL_SURVEY_ID);
    expect(screen.queryByLabelText(en.prompts.surveyOther)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.prompts.surveySend }));
    expect(showAlert).toHaveBeenCalledWith(en.messages.error_none_field_is_selected);
    expect(answerSurvey).not.toHaveBeenCalled();
    expect(dismiss).not.toHaveBeenCalled();
  });

  it('sends the chosen answers to the poll and closes', async () => {
    const { dismiss, onAnswered } = renderPoll();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Sport' }));
    await userEvent.click(screen.getByRole('button', { name: en.prompts.surveySend }));
    await waitFor(() => expect(dismiss).toHaveBeenCalled());
    expect(answerSurvey).toHaveBeenCalledWith({}, POLL_SURVEY_ID, { answerIds: [6], userText: undefined });
    expect(onAnswered).toHaveBeenCalled();
  });

  it('a poll that cannot be loaded steps aside so the next prompt can show', async () => {
    getSurveyQuestion.mockRejectedValue(new ApiError(404, { detail: 'Not found' }));
    const { dismiss } = renderPoll();
    await waitFor(() => expect(dismiss).toHaveBeenCalled());
  });
});
