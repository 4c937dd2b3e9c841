/** Texts the start-up shows outside React; the bootstrap component sets them from the session messages. */
export interface StartupTexts {
  autoAuthTitle: string;
  autoAuthFailed: string;
  support: string;
  retry: string;
  continue: string;
  regionTitle: string;
  regionText: string;
  addressSignInTitle: string;
  addressSignInText: string;
  addressSignInConfirm: string;
  addressSignInKeep: string;
}

let texts: StartupTexts | null = null;

export function setStartupTexts(next: StartupTexts): void {
  texts = next;
}

export function startupTexts(): StartupTexts {
  if (!texts) throw new Error('start-up texts are set by <SessionBootstrap> before the start-up runs');
  return texts;
}
