import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_STEPS, type CheckoutStep } from '@member-area/domain';
import styles from './Checkout.module.css';

/** The steps with a form; the confirmation follows them. */
export type FormStep = Exclude<CheckoutStep, 'confirmation'>;
const FORM_STEPS = CHECKOUT_STEPS.filter((step): step is FormStep => step !== 'confirmation');

/**
 * Information › Shipping › Payment: the steps done are links back (SPEC.md 4 'return links
 * backwards'), the current one is marked, the ones ahead are plain text.
 */
export function StepNav({ current, hrefOf }: { current: FormStep; hrefOf(step: FormStep): string }) {
  const { t } = useTranslation();
  const index = FORM_STEPS.indexOf(current);
  return (
    <nav aria-label={t('marketplace.checkout.steps.label')}>
      <ol className={styles.steps} data-testid="checkout-steps">
        {FORM_STEPS.map((step, position) => (
          <li key={step} className={styles.step} aria-current={step === current ? 'step' : undefined}>
            {position < index ? (
              <Link to={hrefOf(step)}>{t(`marketplace.checkout.steps.${step}`)}</Link>
            ) : (
              t(`marketplace.checkout.steps.${step}`)
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
