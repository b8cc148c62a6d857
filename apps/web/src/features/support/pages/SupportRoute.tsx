import { SupportScreen } from '../components/SupportScreen';

/** faq and support: one screen at both routes (SPEC.md 2). */
export function Component() {
  return <SupportScreen />;
}
