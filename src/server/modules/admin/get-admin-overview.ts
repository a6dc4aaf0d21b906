import { count, desc, eq, sql } from 'drizzle-orm';
import { BOARD_CATEGORY_COUNT, DIFFICULTIES } from '../../../shared/constants';
import type { AdminOverview } from '../../../shared/contracts/admin';
import type { Database } from '../../db/client';
import { users } from '../../db/auth-schema';
import { adminActivity, questions } from '../../db/schema';
import { listBackups } from '../backups/backup-files';
import { toActivityEntry } from '../activity/list-admin-activity';
import { listAdminCategories } from '../categories/list-admin-categories';

/** What the launch check knows of the installation's configuration. */
export type LaunchFacts = {
  siteUrl?: string;
  smtpUrl?: string;
  isAuthSecretKept: boolean;
  /** The backup folder; no folder (tests) leaves the check unknown. */
  backupDir?: string;
};

/** A backup older than this counts as missing (the schedule is daily). */
const BACKUP_MAX_AGE_MS = 2 * 24 * 60 * 60 * 1000;

const RECENT_ACTIVITY = 8;

/** The admin dashboard's first tab: counts, categories that need questions, recent activity, the launch check. */
export async function getAdminOverview(db: Database, facts: LaunchFacts): Promise<AdminOverview> {
  const byRole = await db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
  const [totals] = await db
    .select({
      active: sql<number>`count(*) filter (where ${questions.isActive})`,
      inactive: sql<number>`count(*) filter (where not ${questions.isActive})`,
      pending: sql<number>`count(*) filter (where ${questions.reviewStatus} = 'pending')`,
    })
    .from(questions);
  const byDifficulty = await db
    .select({ difficulty: questions.difficulty, n: count() })
    .from(questions)
    .where(eq(questions.isActive, true))
    .groupBy(questions.difficulty);
  const categoryList = await listAdminCategories(db);
  const subCategories = categoryList.filter((c) => c.parentId !== null && c.isActive);
  const playable = subCategories.filter((c) => !c.needsQuestions).length;
  const recent = await db
    .select()
    .from(adminActivity)
    .orderBy(desc(adminActivity.createdAt))
    .limit(RECENT_ACTIVITY);
  const roleCount = (role: string) => byRole.find((row) => row.role === role)?.n ?? 0;
  const ok = (isOk: boolean) => (isOk ? ('ok' as const) : ('missing' as const));
  const lastBackup = facts.backupDir ? (listBackups(facts.backupDir)[0] ?? null) : null;
  return {
    users: {
      total: byRole.reduce((sum, row) => sum + row.n, 0),
      admins: roleCount('admin'),
      moderators: roleCount('moderator'),
    },
    questions: {
      active: Number(totals?.active ?? 0),
      inactive: Number(totals?.inactive ?? 0),
      pendingReview: Number(totals?.pending ?? 0),
      byDifficulty: Object.fromEntries(
        DIFFICULTIES.map((d) => [d, byDifficulty.find((row) => row.difficulty === d)?.n ?? 0]),
      ) as AdminOverview['questions']['byDifficulty'],
    },
    categories: { active: categoryList.filter((c) => c.isActive).length, playable },
    needsQuestions: subCategories
      .filter((c) => c.needsQuestions)
      .map((c) => ({ id: c.id, nameAr: c.nameAr, nameEn: c.nameEn })),
    recentActivity: recent.map(toActivityEntry),
    launchCheck: [
      { name: 'adminExists', status: ok(roleCount('admin') > 0) },
      { name: 'siteUrl', status: ok(Boolean(facts.siteUrl)) },
      { name: 'smtp', status: ok(Boolean(facts.smtpUrl)) },
      { name: 'authSecret', status: ok(facts.isAuthSecretKept) },
      { name: 'playableCategories', status: ok(playable >= BOARD_CATEGORY_COUNT) },
      {
        name: 'backups',
        status: facts.backupDir
          ? ok(Boolean(lastBackup && Date.now() - lastBackup.createdAt.getTime() < BACKUP_MAX_AGE_MS))
          : 'unknown',
        ...(facts.backupDir ? { at: lastBackup?.createdAt.toISOString() ?? null } : {}),
      },
    ],
  };
}
