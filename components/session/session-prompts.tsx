'use client';

import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { NotificationSlot } from '@/components/modals/notification-slot';
import { getCurrentSubscriptions } from '@/lib/api/billing';
import { getBrowserApi } from '@/lib/api/browser';
import { usePartnerVariant } from '@/lib/session/use-partner-variant';
import { hasCancelledSubscription, shouldAskRating, shouldOfferInstall, shouldOfferRegister } from '@/lib/rules/notifications';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { UserLocaleSync } from './user-locale-sync';
import { WebPushSync } from './web-push-sync';
import { EmailPrompt } from '@/components/prompts/email-prompt';
import { takeEarlyInstallEvent } from '@/lib/session/early-install-event';
import { InstallPrompt, type InstallEvent } from '@/components/prompts/install-prompt';
import { canAskNotificationPermission, PermissionPrompt } from '@/components/prompts/permission-prompt';
import { ParentalPrompt } from '@/components/prompts/parental-prompt';
import { PremiumPromoPrompt } from '@/components/prompts/premium-promo-prompt';
import styles from '@/components/prompts/prompts.module.css';
import { RegisterPrompt } from '@/components/prompts/register-prompt';
import { POLL_SURVEY_ID, RATE_SURVEY_ID, SURVEY_ID, SurveyPrompt } from '@/components/prompts/survey-prompt';
import { useOnFirstPage } from '@/components/prompts/use-first-page';
import { useInteracted } from '@/components/prompts/use-interacted';
import { cancelledSubscriptionKey } from '@/lib/swr-keys/settings';

const surveyDoneKey = (surveyId: number) => `survey_${surveyId}_answered`;

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(key: string): void {
  try {
    localStorage.setItem(key, '1');
  } catch {
    // Without storage the survey may be offered again; nothing else depends on it.
  }
}

/**
 * The parental prompt was answered on this browser ("Not now" included): the status stays notset, and the question
 * comes back at the next parental action rather than on every page load.
 */
const PARENTAL_PROMPT_ANSWERED_KEY = 'parental_prompt_answered';

/** Whether this browser has the flag (kept in storage), and the call that records it. */
function useStoredFlag(key: string): [set: boolean, record: () => void] {
  const [answered, setAnswered] = useState(() => readFlag(key));
  const recordAnswer = () => {
    writeFlag(key);
    setAnswered(true);
  };
  return [answered, recordAnswer];
}

const useSurveyAnswered = (surveyId: number) => useStoredFlag(surveyDoneKey(surveyId));

/** The session's notification prompts, one at a time through the notification queue (section 4). */
export function SessionPrompts() {
  const { user, refresh } = useCurrentUser();
  const [installEvent, setInstallEvent] = useState<InstallEvent | null>(null);
  // Rendered only in the browser (loaded with ssr: false), so storage can be read at once.
  const [surveyDone, recordSurvey] = useSurveyAnswered(SURVEY_ID);
  const [pollDone, recordPoll] = useSurveyAnswered(POLL_SURVEY_ID);
  const [rateDone, recordRate] = useSurveyAnswered(RATE_SURVEY_ID);
  const [parentalAnswered, recordParental] = useStoredFlag(PARENTAL_PROMPT_ANSWERED_KEY);
  // Read once: whether two weeks have passed does not change while the page is open.
  const [now] = useState(Date.now);
  const onFirstPage = useOnFirstPage();
  const interacted = useInteracted();
  // Asked once the question could be shown, not at start-up: the permission state is a synchronous round trip to the
  // browser process, which on a throttled phone lands in the page's start-up tasks.
  const canAskPermission = useMemo(() => onFirstPage && interacted && canAskNotificationPermission(), [onFirstPage, interacted]);
  const { premiumPromo } = usePartnerVariant();
  const member = Boolean(user && !user.isGuest);
  const { data: cancelled, error: subscriptionsFailed } = useSWR(
    member && !surveyDone ? cancelledSubscriptionKey() : null,
    async () =>
      hasCancelledSubscription(
        (await getCurrentSubscriptions(getBrowserApi())).flatMap((packet) =>
          packet.subscription ? [packet.subscription] : [],
        ),
      ),
  );

  useEffect(() => {
    const standalone = window.matchMedia('(display-mode: standalone)').matches;
    if (!shouldOfferInstall(navigator.userAgent, standalone)) return;
    const capture = (event: Event) => {
      event.preventDefault();
      setInstallEvent(event as InstallEvent);
    };
    const early = takeEarlyInstallEvent();
    if (early) capture(early);
    window.addEventListener('beforeinstallprompt', capture);
    return () => window.removeEventListener('beforeinstallprompt', capture);
  }, []);

  if (!user) return null;
  const promoDays = user.provider.promoDays;
  return (
    <div className={styles.dock}>
      <UserLocaleSync />
      <WebPushSync />
      {/* Asked for by the channel page 5000 ms after a channel opens (live-channels.md section 4), not on every page. */}
      <NotificationSlot
        kind="register"
        request={false}
        when={shouldOfferRegister({ isGuest: user.isGuest, hasPurchases: user.provider.hasPurchases, promoDays })}
      >
        {(dismiss) => <RegisterPrompt promoDays={promoDays} dismiss={dismiss} />}
      </NotificationSlot>
      <NotificationSlot kind="email" when={member && !user.email}>
        {(dismiss) => <EmailPrompt dismiss={dismiss} onSaved={() => void refresh()} />}
      </NotificationSlot>
      <NotificationSlot kind="survey_unsubscribe" when={member && !surveyDone && cancelled === true}>
        {(dismiss) => <SurveyPrompt surveyId={SURVEY_ID} dismiss={dismiss} onAnswered={recordSurvey} />}
      </NotificationSlot>
      <NotificationSlot kind="survey_rate" when={member && !rateDone && shouldAskRating({ isGuest: user.isGuest, dateJoined: user.dateJoined, now })}>
        {(dismiss) => <SurveyPrompt surveyId={RATE_SURVEY_ID} single dismiss={dismiss} onAnswered={recordRate} />}
      </NotificationSlot>
      {/* After the unsubscribe survey, when that one applies. */}
      <NotificationSlot
        kind="poll"
        when={member && !pollDone && (surveyDone || cancelled !== undefined || Boolean(subscriptionsFailed))}
      >
        {(dismiss) => <SurveyPrompt surveyId={POLL_SURVEY_ID} dismiss={dismiss} onAnswered={recordPoll} />}
      </NotificationSlot>
      <NotificationSlot kind="promo" when={premiumPromo !== null}>
        {(dismiss) => premiumPromo && <PremiumPromoPrompt promo={premiumPromo} dismiss={dismiss} />}
      </NotificationSlot>
      {/* On the first page (section 4), once the viewer has done something there (useInteracted). */}
      <NotificationSlot kind="permission" when={canAskPermission}>
        {(dismiss) => <PermissionPrompt dismiss={dismiss} />}
      </NotificationSlot>
      <NotificationSlot kind="parental_dialogue" when={member && !parentalAnswered && Boolean(user.parentalDialogue)}>
        {(dismiss) =>
          user.parentalDialogue && (
            <ParentalPrompt
              dialogue={user.parentalDialogue}
              dismiss={() => {
                recordParental();
                dismiss();
              }}
            />
          )
        }
      </NotificationSlot>
      <NotificationSlot kind="install" when={installEvent !== null}>
        {(dismiss) => installEvent && <InstallPrompt event={installEvent} dismiss={dismiss} />}
      </NotificationSlot>
    </div>
  );
}
