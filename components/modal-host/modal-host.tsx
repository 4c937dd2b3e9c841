'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { closeDurationOf, closeModal, isDismissible, modalFeaturesAtom, modalStateAtom, syncModalFromHash, type ModalFeature } from '@/lib/modals';
import { HELD_MODAL_BODIES } from './modal-bodies';
import { ModalBodyBoundary } from './modal-body-boundary';
import { ModalFrame } from '@/components/modals/modal-frame';

export interface ModalHostProps {
  features: Record<ModalFeature, boolean>;
}

/** Renders the open modal once for the whole app and keeps it in step with the URL hash. */
export function ModalHost({ features }: ModalHostProps) {
  const t = useTranslations('modals.titles');
  const tModals = useTranslations('modals');
  const state = useAtomValue(modalStateAtom);
  const setFeatures = useSetAtom(modalFeaturesAtom);

  useEffect(() => setFeatures(features), [features, setFeatures]);

  useEffect(() => {
    syncModalFromHash();
    window.addEventListener('hashchange', syncModalFromHash);
    return () => window.removeEventListener('hashchange', syncModalFromHash);
  }, []);

  if (!state) return null;
  const Body = HELD_MODAL_BODIES[state.id];
  const title = 'title' in state.props ? state.props.title : null;
  const customTitle = typeof title === 'string' && title ? title : null;
  return (
    <ModalFrame
      key={state.key}
      title={customTitle ?? t(state.id)}
      dismissible={isDismissible(state)}
      closing={state.closing}
      closeMs={closeDurationOf(state.id)}
      onClose={closeModal}
    >
      {Body && (
        <ModalBodyBoundary fallback={<p role="alert">{tModals('bodyFailed')}</p>}>
          <Body props={state.props} close={closeModal} />
        </ModalBodyBoundary>
      )}
    </ModalFrame>
  );
}
