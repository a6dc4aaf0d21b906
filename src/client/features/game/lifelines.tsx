import { Clock, Copy, FlipHorizontal2, Phone, Shuffle, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import type { Lifeline } from '../../../shared/game/constants';
import type { GameView } from '../../../shared/game/views';
import { isolate } from './format';

export const LIFELINE_ICONS: Record<Lifeline, LucideIcon> = {
  phone_a_friend: Phone,
  two_answers: Copy,
  flip_table: FlipHorizontal2,
  add_time: Clock,
  change_question: Shuffle,
};

type Team = GameView['teams'][number];

type Props = {
  team: Team;
  /** Given to the host while the team may use a lifeline now; otherwise the states are only shown. */
  onUse?: (lifeline: Lifeline) => void;
  isBusy?: boolean;
  isCompact?: boolean;
};

/** A team's lifelines with their states (available, active, used); the host's buttons to use them. */
export function LifelineBar({ team, onUse, isBusy = false, isCompact = false }: Props) {
  const { t } = useTranslation('game');
  return (
    <ul
      aria-label={t('lifelines.label', { team: isolate(team.name) })}
      className="flex flex-wrap justify-center gap-2"
      data-testid="lifelines"
    >
      {team.lifelines.map(({ lifeline, state }) => {
        const Icon = LIFELINE_ICONS[lifeline];
        const look =
          state === 'available'
            ? 'bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-ink-950'
            : state === 'active'
              ? 'show-glow bg-gold-400 text-ink-950 ring-2 ring-gold-500'
              : 'bg-ink-200 text-ink-700 line-through dark:bg-ink-800 dark:text-ink-300';
        const content = (
          <>
            <Icon aria-hidden="true" className={isCompact ? 'size-4' : 'size-[1.2em]'} />
            <span>{t(`lifelines.names.${lifeline}`)}</span>
            <span className={`font-semibold ${isCompact ? 'text-xs' : 'text-[0.75em]'}`}>
              ({t(`lifelines.states.${state}`)})
            </span>
          </>
        );
        const classes = `flex items-center gap-2 rounded-xl font-bold ${isCompact ? 'px-2 py-1 text-sm' : 'px-3 py-2 text-[clamp(0.9rem,1.8vh,2.4rem)]'} ${look}`;
        return (
          <li key={lifeline}>
            {onUse ? (
              <button
                type="button"
                className={`${classes} disabled:cursor-not-allowed`}
                disabled={state !== 'available' || isBusy}
                onClick={() => onUse(lifeline)}
                data-testid={`lifeline-${lifeline}`}
                data-state={state}
              >
                {content}
              </button>
            ) : (
              <span className={classes} data-testid={`lifeline-${lifeline}`} data-state={state}>
                {content}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
