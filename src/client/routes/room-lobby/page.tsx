import '../../features/game/game.css';
import { DoorOpen, Tv } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { startGameQueue } from '../../features/game/game-queue';
import { hostedGameByRoom } from '../../features/game/game-storage';
import { HostLobby } from '../../features/game/host-lobby';
import { normalizeJoinCodeInput } from '../../features/game/join-code';

/** Someone who is not this room's host: join it from a phone, or show it on a TV. */
function RoomVisitor({ roomCode }: { roomCode: string }) {
  const { t } = useTranslation('game');
  return (
    <div className="flex flex-col gap-6" data-testid="room-visitor">
      <PageHeader title={t('lobby.visitorTitle')} lead={t('lobby.visitorLead', { code: roomCode })} />
      <Card className="flex flex-wrap gap-3">
        <ButtonLink to={`/room/join?code=${roomCode}`} size="lg">
          <DoorOpen aria-hidden="true" className="size-5" />
          {t('lobby.joinThis')}
        </ButtonLink>
        <ButtonLink to={`/room/${roomCode}/display`} size="lg" variant="ghost">
          <Tv aria-hidden="true" className="size-5" />
          {t('lobby.showOnTv')}
        </ButtonLink>
      </Card>
    </div>
  );
}

/** /room/{roomCode}: the host's lobby (this device created the room), or ways in for anyone else. */
export function Component() {
  const { t } = useTranslation('game');
  const params = useParams();
  const roomCode = normalizeJoinCodeInput(params.roomCode ?? '');
  const hosted = useMemo(() => hostedGameByRoom(roomCode), [roomCode]);
  useEffect(() => startGameQueue(), []);
  useEffect(() => {
    document.title = `${t('lobby.title')} ${roomCode}`;
  }, [t, roomCode]);
  return hosted ? <HostLobby key={hosted.gameId} hosted={hosted} /> : <RoomVisitor roomCode={roomCode} />;
}
