import '../../features/game/game.css';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { startGameQueueLazily } from '../../features/game/start-game-queue-lazily';
import { JoinForm } from '../../features/game/join-form';

/** /room/join: code, nickname and team (the code may come in the link: ?code=123456). */
export function Component() {
  const { t } = useTranslation('game');
  const [params] = useSearchParams();
  useEffect(() => startGameQueueLazily(), []);
  return (
    <div>
      <PageHeader title={t('join.title')} lead={t('join.lead')} />
      <JoinForm initialCode={params.get('code') ?? ''} />
    </div>
  );
}
