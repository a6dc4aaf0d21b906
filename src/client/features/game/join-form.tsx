import { useQuery } from '@tanstack/react-query';
import { CloudOff, LogIn } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import {
  joinGameResultSchema,
  nicknameSchema,
  NICKNAME_MAX,
  type JoinGameResult,
} from '../../../shared/contracts/game';
import { Button } from '../../components/ui/button';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { offlineQueue } from '../../lib/offline-queue';
import { joinGame, lookupRoom } from './game-api';
import { deviceId, newClientId, saveJoinedGame } from './game-storage';
import { isCompleteJoinCode, normalizeJoinCodeInput } from './join-code';
import { TEAM_COLOUR_CLASSES } from './team-colours';
import { useErrorText } from './use-error-text';
import { useIsHydrated } from '../../lib/use-is-hydrated';

type Props = { initialCode: string };

/** Join a room: the code (0-9 or ٠-٩), a nickname and a team; clear messages for unknown, locked or finished rooms. */
export function JoinForm({ initialCode }: Props) {
  const { t } = useTranslation('game');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const codeId = useId();
  // The code from the link is applied once the page has hydrated: it is prerendered without it and must hydrate
  // to the same markup (src/shared/prerendered-pages.ts). Until the player types, the link's code stands.
  const isHydrated = useIsHydrated();
  const [typedCode, setCode] = useState<string | null>(null);
  const code = typedCode ?? (isHydrated ? normalizeJoinCodeInput(initialCode) : '');
  const [nickname, setNickname] = useState('');
  const [teamId, setTeamId] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ nickname?: string; team?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [queuedId, setQueuedId] = useState<string | null>(null);
  // One client id per join attempt: a retry or a replay of the same attempt joins once.
  const clientId = useRef(newClientId());
  const isComplete = isCompleteJoinCode(code);
  const room = useQuery({
    queryKey: ['room-lookup', code],
    queryFn: () => lookupRoom(code),
    enabled: isComplete,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2,
    staleTime: 0,
  });
  const teams = room.data?.teams ?? [];
  const blockedKey = room.data?.blockedKey ?? null;

  const finish = (joined: JoinGameResult) => {
    saveJoinedGame(joined);
    void navigate(`/game/${joined.gameId}`);
  };

  useEffect(() => {
    if (!queuedId) return;
    return offlineQueue.onReplayed((action, body) => {
      if (action.id !== queuedId) return;
      const joined = joinGameResultSchema.safeParse(body);
      if (!joined.success) return;
      saveJoinedGame(joined.data);
      void navigate(`/game/${joined.data.gameId}`);
    });
  }, [queuedId, navigate]);

  const submit = async () => {
    setFailure(null);
    const parsedNickname = nicknameSchema.safeParse(nickname);
    const errors = {
      nickname: parsedNickname.success ? undefined : errorText(parsedNickname.error.issues[0]?.message),
      team: teamId ? undefined : t('join.pickTeam'),
    };
    setFieldErrors(errors);
    if (!parsedNickname.success || !teamId || !room.data) return;
    const input = {
      clientId: clientId.current,
      roomCode: room.data.roomCode,
      nickname: parsedNickname.data,
      teamId,
      deviceId: deviceId(),
    };
    if (!navigator.onLine) {
      offlineQueue.enqueue({ type: 'join_game', data: input });
      setQueuedId(input.clientId);
      return;
    }
    setSubmitting(true);
    try {
      finish(await joinGame(input));
    } catch (error) {
      setFailure(errorText(error instanceof ApiRequestError ? error.key : null));
    } finally {
      setSubmitting(false);
    }
  };

  const lookupError =
    room.error instanceof ApiRequestError
      ? errorText(room.error.key)
      : room.error
        ? errorText('errors.network')
        : blockedKey
          ? errorText(blockedKey)
          : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex max-w-xl flex-col gap-6"
      data-testid="join-form"
    >
      <div>
        <label htmlFor={codeId} className="block font-semibold text-ink-800 dark:text-ink-200">
          {t('join.code')}
        </label>
        <input
          id={codeId}
          value={code}
          onChange={(event) => {
            setCode(normalizeJoinCodeInput(event.target.value));
            setTeamId('');
          }}
          // Eastern Arabic digits pasted or typed are turned into 0-9 as they arrive.
          inputMode="numeric"
          // Prerendered: the field takes keys once the page has hydrated, so nothing typed before is lost.
          readOnly={!isHydrated}
          autoComplete="off"
          dir="ltr"
          maxLength={16}
          placeholder="123456"
          aria-describedby={`${codeId}-hint ${codeId}-status`}
          aria-invalid={lookupError ? true : undefined}
          data-testid="join-code"
          className="mt-1 block w-full rounded-xl border-0 bg-white px-3 py-3 text-center font-mono text-3xl tracking-[0.3em] text-ink-950 ring-1 ring-ink-300 ring-inset focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:ring-red-600 dark:bg-ink-950 dark:text-white dark:ring-ink-600"
        />
        <p id={`${codeId}-hint`} className="mt-1 text-sm text-ink-600 dark:text-ink-300">
          {t('join.codeHint')}
        </p>
        <div id={`${codeId}-status`} aria-live="polite">
          {room.isFetching && (
            <LoadingIndicator size="sm" label={t('join.looking')} className="mt-2 !flex-row" />
          )}
          {lookupError && (
            <p className="mt-2 font-semibold text-red-700 dark:text-red-400" data-testid="join-room-error">
              {lookupError}
            </p>
          )}
        </div>
      </div>

      {room.data && !blockedKey && (
        <>
          <TextField
            label={t('join.nickname')}
            value={nickname}
            onChange={(event) => setNickname(event.target.value)}
            maxLength={NICKNAME_MAX + 10}
            autoComplete="nickname"
            error={fieldErrors.nickname}
            data-testid="join-nickname"
          />
          <fieldset aria-describedby={fieldErrors.team ? `${codeId}-team-error` : undefined}>
            <legend className="font-semibold">{t('join.team')}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              {teams.map((team) => (
                <label
                  key={team.id}
                  className={`flex cursor-pointer items-center gap-2 rounded-xl px-3 py-3 text-lg font-bold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-500 ${teamId === team.id ? 'ring-4 ring-gold-400' : ''} ${TEAM_COLOUR_CLASSES[team.colour].fill} ${TEAM_COLOUR_CLASSES[team.colour].text}`}
                >
                  <input
                    type="radio"
                    name="team"
                    value={team.id}
                    checked={teamId === team.id}
                    onChange={() => setTeamId(team.id)}
                    data-testid="join-team"
                  />
                  {team.name}
                </label>
              ))}
            </div>
            {fieldErrors.team && (
              <p
                id={`${codeId}-team-error`}
                className="mt-1 text-sm font-semibold text-red-700 dark:text-red-400"
              >
                {fieldErrors.team}
              </p>
            )}
          </fieldset>
        </>
      )}

      {failure && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 p-3 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200"
          data-testid="join-error"
        >
          {failure}
        </p>
      )}
      {queuedId && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-amber-50 p-3 font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <CloudOff aria-hidden="true" className="size-5" />
          {t('join.queued')}
        </p>
      )}
      <div>
        <Button
          type="submit"
          size="lg"
          disabled={!room.data || blockedKey !== null || isSubmitting || queuedId !== null}
          data-testid="join-submit"
        >
          <LogIn aria-hidden="true" className="size-5" />
          {isSubmitting ? t('join.joining') : t('join.submit')}
        </Button>
      </div>
    </form>
  );
}
