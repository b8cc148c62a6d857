import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../ui/Button';
import { Icon, type IconName } from '../../../ui/Icon';
import { cardButton } from '../card';
import { paths } from '../paths';
import styles from './StateButton.module.css';

const QUIET_ICON: Record<string, IconName> = {
  winner_claimed: 'check-circle',
  loser: 'heart',
  drawing: 'clock',
  monthly_exclusive: 'check',
  future: 'clock',
};

/**
 * A giveaway's button, worded by its card state (SPEC.md 4). Claiming and buying lead to the
 * giveaway's page (where the claim and the entry packs are) unless the page hands its own handler;
 * the states with nothing to do read as a status, not as a dead button.
 */
export function StateButton({
  giveaway,
  size = 'md',
  block,
  onBuy,
  onClaim,
}: {
  giveaway: { id: string; cardState: string; category: string; name: string };
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
  onBuy?: () => void;
  onClaim?: () => void;
}) {
  const { t } = useTranslation();
  const button = cardButton(giveaway.cardState, giveaway.category);
  if (!button) return null;
  const label = t(`giveaways.card.button.${button.state}`);
  const common = {
    size,
    block,
    'data-testid': 'giveaway-action',
    'data-state': button.state,
  } as const;
  const handler = button.action === 'claim' ? onClaim : button.action === 'buy' ? onBuy : undefined;
  const icon: IconName =
    button.action === 'claim' ? 'trophy' : button.action === 'buy' ? 'ticket' : 'arrow-right';

  if (button.action === 'none') {
    return (
      <span
        className={[styles.status, block ? styles.block : '', styles[size]].join(' ')}
        data-testid="giveaway-action"
        data-state={button.state}
      >
        <Icon name={QUIET_ICON[button.state] ?? 'info'} size={16} />
        {label}
      </span>
    );
  }
  const variant = button.action === 'details' ? 'secondary' : 'primary';
  if (handler) {
    return (
      <Button {...common} variant={variant} icon={<Icon name={icon} size={16} />} onClick={handler}>
        {label}
      </Button>
    );
  }
  return (
    <ButtonLink
      {...common}
      variant={variant}
      to={paths.giveaway(giveaway.id)}
      icon={<Icon name={icon} size={16} />}
      aria-label={`${label}: ${giveaway.name}`}
    >
      {label}
    </ButtonLink>
  );
}
