import { Heart, Layers } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import type { QuestionSetSummary, SetScope } from '../../../shared/contracts/community';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { ApiRequestError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useGameFormat } from '../game/format';
import { useLikeSet, useQuestionSets } from './community-api';
import { errorText } from './community-key';

/** The like button of a set: a signed-in person likes a set once; the count is the server's. */
export function LikeButton({ set, isSignedIn }: { set: QuestionSetSummary; isSignedIn: boolean }) {
  const { t } = useTranslation('community');
  const format = useGameFormat();
  const like = useLikeSet();
  const onLike = async () => {
    try {
      await like.mutateAsync(set.id);
    } catch (failure) {
      void notify('error', errorText(t, failure instanceof ApiRequestError ? failure.key : null));
    }
  };
  return (
    <Button
      variant="ghost"
      onClick={() => void onLike()}
      disabled={!isSignedIn || set.isLiked || like.isPending}
      aria-pressed={set.isLiked}
      aria-label={t('like.label', { name: set.name, count: set.likes, likes: format.number(set.likes) })}
      data-testid="like-set"
    >
      <Heart aria-hidden="true" className={`size-5 ${set.isLiked ? 'fill-red-600 text-red-600' : ''}`} />
      <span>{format.number(set.likes)}</span>
    </Button>
  );
}

export function SetFacts({ set }: { set: QuestionSetSummary }) {
  const { t } = useTranslation('community');
  const format = useGameFormat();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700 dark:text-ink-300">
      <li>{t('facts.author', { name: set.author })}</li>
      <li>{t(`difficulty.${set.difficulty}`)}</li>
      <li>{t('facts.questions', { count: set.questionCount, number: format.number(set.questionCount) })}</li>
      <li>
        {set.playableCategoryCount === 6
          ? t('facts.fullBoard')
          : t('facts.columns', {
              ready: format.number(set.playableCategoryCount),
              total: format.number(set.categoryCount),
            })}
      </li>
      {!set.isPublic && <li className="font-bold">{t('facts.private')}</li>}
    </ul>
  );
}

/** Public sets, or the signed-in person's own, as cards. */
export function SetList({
  scope,
  search,
  isSignedIn,
}: {
  scope: SetScope;
  search: string;
  isSignedIn: boolean;
}) {
  const { t } = useTranslation('community');
  const sets = useQuestionSets(scope, search);
  if (sets.isPending) return <LoadingIndicator size="lg" className="py-16" />;
  if (sets.error) {
    return (
      <p
        role="alert"
        className="rounded-2xl bg-red-50 p-5 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200"
      >
        {t('errors.loadFailed')}
      </p>
    );
  }
  if (sets.data.sets.length === 0) {
    return <p className="py-10 text-center text-ink-700 dark:text-ink-300">{t(`empty.${scope}`)}</p>;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="set-list">
      {sets.data.sets.map((set) => (
        <li key={set.id}>
          <Card className="flex h-full flex-col gap-3">
            <h2 className="flex items-center gap-2 text-xl font-extrabold">
              <Layers aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
              <Link
                to={`/community?set=${set.id}`}
                className="underline-offset-4 hover:underline focus-visible:underline"
              >
                {set.name}
              </Link>
            </h2>
            {set.description && <p className="text-ink-700 dark:text-ink-300">{set.description}</p>}
            <SetFacts set={set} />
            <div className="mt-auto flex items-center gap-2">
              <LikeButton set={set} isSignedIn={isSignedIn} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
