import { FaqPage } from '@/components/info/faq-page';

/** Soft navigation opens /faq over the current page (core-session-account.md section 2, modal pages). */
export default function FaqModalPage() {
  return <FaqPage modal />;
}
