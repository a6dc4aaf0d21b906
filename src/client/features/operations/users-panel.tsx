import { useState } from 'react';
import { Link } from 'react-router';
import { USER_FILTERS, type UserListQuery } from '../../../shared/contracts/admin-ops';
import { ROLES, type Role } from '../../../shared/contracts/auth';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { notify } from '../../lib/toast';
import { Pager } from '../admin/table-parts';
import { useUserActions, useUserDetail, useUsers } from './ops-api';
import {
  Badge,
  LoadFailed,
  selectClass,
  tdClass,
  thClass,
  useErrorText,
  useOpsFormats,
  useOpsTranslation,
} from './ops-parts';

const PAGE_SIZE = 25;

/** /admin/users: the paginated list with search and the role filter. */
export function UsersPanel() {
  const { t } = useOpsTranslation();
  const { date } = useOpsFormats();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<UserListQuery['role']>('all');
  const [page, setPage] = useState(1);
  const users = useUsers({ search: search || undefined, role, page, pageSize: PAGE_SIZE });
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-semibold">
          {t('users.search')}
          <input
            type="search"
            dir="auto"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            className={`${selectClass} w-72 max-w-full`}
          />
        </label>
        <label className="text-sm font-semibold">
          {t('users.roleFilter')}
          <select
            value={role}
            onChange={(e) => {
              setRole(e.target.value as UserListQuery['role']);
              setPage(1);
            }}
            className={selectClass}
          >
            {USER_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`users.filters.${filter}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {users.isPending && <LoadingIndicator size="lg" className="py-12" />}
      {users.isError && <LoadFailed message={t('users.loadFailed')} onRetry={() => void users.refetch()} />}
      {users.data && (
        <>
          <Card className="overflow-x-auto p-0">
            <table className="w-full text-sm" data-testid="users-table">
              <caption className="sr-only">{t('users.caption')}</caption>
              <thead className="bg-ink-50 dark:bg-ink-800">
                <tr>
                  <th scope="col" className={thClass}>
                    {t('users.name')}
                  </th>
                  <th scope="col" className={thClass}>
                    {t('users.email')}
                  </th>
                  <th scope="col" className={thClass}>
                    {t('users.role')}
                  </th>
                  <th scope="col" className={thClass}>
                    {t('users.state')}
                  </th>
                  <th scope="col" className={thClass}>
                    {t('users.joined')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.data.items.length === 0 && (
                  <tr>
                    <td colSpan={5} className={tdClass}>
                      {t('users.empty')}
                    </td>
                  </tr>
                )}
                {users.data.items.map((user) => (
                  <tr
                    key={user.id}
                    className="border-t border-ink-200 dark:border-ink-700"
                    data-email={user.email}
                  >
                    <td className={tdClass}>
                      <Link
                        to={`/admin/users/${user.id}`}
                        className="font-bold text-brand-700 underline dark:text-brand-300"
                      >
                        {user.name}
                      </Link>
                    </td>
                    <td className={tdClass} dir="ltr">
                      {user.email}
                    </td>
                    <td className={tdClass}>{t(`roles.${user.role}`)}</td>
                    <td className={`${tdClass} flex flex-wrap gap-1`}>
                      {!user.emailVerified && <Badge tone="warn">{t('users.unverified')}</Badge>}
                      {user.isLocked ? (
                        <Badge tone="bad">{t('users.locked')}</Badge>
                      ) : (
                        <Badge tone="good">{t('users.active')}</Badge>
                      )}
                    </td>
                    <td className={tdClass}>{date.format(new Date(user.createdAt))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <Pager page={page} pageSize={PAGE_SIZE} total={users.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}

/** /admin/users/:userId: profile, role, lock, mails, games, security events and sessions. */
export function UserPage({ userId }: { userId: string }) {
  const { t } = useOpsTranslation();
  const { date } = useOpsFormats();
  const errorText = useErrorText();
  const detail = useUserDetail(userId);
  const actions = useUserActions(userId);
  const [role, setRole] = useState<Role | null>(null);
  if (detail.isPending) return <LoadingIndicator size="lg" className="py-12" />;
  if (detail.isError)
    return <LoadFailed message={t('users.loadOneFailed')} onRetry={() => void detail.refetch()} />;
  const { user, games, events, sessions } = detail.data;
  const chosenRole = role ?? user.role;

  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    try {
      const result = (await action()) as { sent?: boolean; error?: string | null } | undefined;
      if (result && result.sent === false) {
        void notify('error', `${failure} ${result.error ?? ''}`.trim());
        return;
      }
      void notify('success', success);
    } catch (error) {
      const key = (error as { key?: string }).key;
      void notify('error', key && key !== 'errors.internal' ? `${failure} ${errorText(key)}` : failure);
    }
  };

  return (
    <div className="grid gap-4" data-testid="user-page">
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <h2 className="mb-3 text-lg font-extrabold">{t('users.profile')}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">{t('users.name')}</dt>
            <dd>{user.name}</dd>
            <dt className="font-semibold">{t('users.email')}</dt>
            <dd dir="ltr" className="text-start">
              {user.email}
            </dd>
            <dt className="font-semibold">{t('users.displayName')}</dt>
            <dd>{user.displayName ?? '—'}</dd>
            <dt className="font-semibold">{t('users.username')}</dt>
            <dd>{user.username ?? '—'}</dd>
            <dt className="font-semibold">{t('users.phone')}</dt>
            <dd dir="ltr" className="text-start">
              {user.phone ?? '—'}
            </dd>
            <dt className="font-semibold">{t('users.joined')}</dt>
            <dd>{date.format(new Date(user.createdAt))}</dd>
            <dt className="font-semibold">{t('users.state')}</dt>
            <dd className="flex flex-wrap gap-1">
              {user.emailVerified ? (
                <Badge tone="good">{t('users.verified')}</Badge>
              ) : (
                <Badge tone="warn">{t('users.unverified')}</Badge>
              )}
              {user.isLocked ? (
                <Badge tone="bad" testId="user-locked">
                  {t('users.locked')}
                </Badge>
              ) : (
                <Badge tone="good">{t('users.active')}</Badge>
              )}
            </dd>
          </dl>
        </Card>
        <Card>
          <h2 className="mb-3 text-lg font-extrabold">{t('users.actions')}</h2>
          <div className="flex flex-wrap items-end gap-2">
            <label className="text-sm font-semibold">
              {t('users.role')}
              <select
                value={chosenRole}
                data-testid="role-select"
                onChange={(e) => setRole(e.target.value as Role)}
                className={selectClass}
              >
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`roles.${r}`)}
                  </option>
                ))}
              </select>
            </label>
            <Button
              disabled={actions.role.isPending || chosenRole === user.role}
              onClick={() =>
                void run(
                  () => actions.role.mutateAsync(chosenRole),
                  t('users.roleChanged'),
                  t('users.roleFailed'),
                ).then(() => setRole(null))
              }
            >
              {t('users.changeRole')}
            </Button>
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              variant="ghost"
              disabled={actions.lock.isPending}
              onClick={() =>
                void run(
                  () => actions.lock.mutateAsync(!user.isLocked),
                  t(user.isLocked ? 'users.unlocked' : 'users.lockedDone'),
                  t('users.actionFailed'),
                )
              }
            >
              {t(user.isLocked ? 'users.unlock' : 'users.lock')}
            </Button>
            {!user.emailVerified && (
              <Button
                variant="ghost"
                disabled={actions.resend.isPending}
                onClick={() =>
                  void run(() => actions.resend.mutateAsync(), t('users.verificationSent'), t('mailFailed'))
                }
              >
                {t('users.resendVerification')}
              </Button>
            )}
            <Button
              variant="ghost"
              disabled={actions.magicLink.isPending}
              onClick={() =>
                void run(() => actions.magicLink.mutateAsync(), t('users.magicLinkSent'), t('mailFailed'))
              }
            >
              {t('users.magicLink')}
            </Button>
          </div>
          <p className="mt-2 text-sm text-ink-600 dark:text-ink-400">{t('users.magicLinkHint')}</p>
        </Card>
      </div>
      <Card>
        <h2 className="mb-2 text-lg font-extrabold">{t('users.games')}</h2>
        {games.length === 0 ? (
          <p>{t('users.noGames')}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {games.map((game) => (
              <li key={game.id} className="flex flex-wrap gap-2">
                <Link
                  to={`/admin/games/${game.id}`}
                  className="font-bold text-brand-700 underline dark:text-brand-300"
                  dir="ltr"
                >
                  {game.roomCode}
                </Link>
                <span>{t(`games.statuses.${game.status}`)}</span>
                <span>{t(game.asHost ? 'users.asHost' : 'users.asPlayer')}</span>
                <span className="text-ink-600 dark:text-ink-400">
                  {date.format(new Date(game.createdAt))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <h2 className="mb-2 text-lg font-extrabold">{t('users.events')}</h2>
          {events.length === 0 ? (
            <p>{t('users.noEvents')}</p>
          ) : (
            <ul className="grid gap-1 text-sm" data-testid="user-events">
              {events.map((event) => (
                <li key={event.id} className="flex flex-wrap gap-2" data-type={event.type}>
                  <strong>{t(`security.types.${event.type}`, { ns: 'auth' })}</strong>
                  <span>{t(`security.severities.${event.severity}`, { ns: 'auth' })}</span>
                  <span className="text-ink-600 dark:text-ink-400">
                    {date.format(new Date(event.createdAt))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card>
          <h2 className="mb-2 text-lg font-extrabold">{t('users.sessions')}</h2>
          {sessions.length === 0 ? (
            <p>{t('users.noSessions')}</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {sessions.map((session) => (
                <li key={session.id} className="flex flex-wrap gap-2">
                  <span dir="ltr">{session.ip ?? '—'}</span>
                  <span className="max-w-72 truncate text-ink-600 dark:text-ink-400" dir="ltr">
                    {session.userAgent ?? ''}
                  </span>
                  <span>{date.format(new Date(session.createdAt))}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
