import { and, desc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVarReport, ContactMessage } from '../../../shared/contracts/admin-ops';
import type { VarResolution } from '../../../shared/contracts/realtime';
import { type AiServices, startAiServices } from '../../../../tests/loopback/ai-services.mjs';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { MAGIC_LINK_SECONDS } from '../../auth/auth';
import { securityEvents, users, verifications } from '../../db/auth-schema';
import { GameClient } from '../../realtime/realtime-test-client';
import { type AuthTestContext, createAuthTestApp, type TestBrowser } from '../../testing/auth-test-app';
import { linkIn } from '../../testing/smtp-capture';
import { openTestDatabase } from '../../testing/test-database';
import { createGameOverHttp, joinOverHttp, seedGameContent } from '../games/games-test-support';

const SLOW_TEST_MS = 180_000;
const METRICS_TOKEN = 'metrics-token-for-the-scraper';

/**
 * The operations back-office end to end on the real app: users, the contact inbox, VAR reports resolved into a
 * live game over real sockets, games, lifelines, diagnostics, security, system health and /metrics. Mail goes to
 * a real SMTP server on loopback; near the end that server stops, so the failure paths are real too.
 */
describe('the operations back-office', { timeout: SLOW_TEST_MS }, () => {
  let ctx: AuthTestContext;
  let admin: TestBrowser;
  let url = '';
  let playable: string[] = [];
  const sockets: GameClient[] = [];

  let services: AiServices;

  beforeAll(async () => {
    // The service checks reach the loopback stand-ins of the AI endpoint, Commons and YouTube.
    services = await startAiServices();
    ctx = await createAuthTestApp(
      {
        METRICS_TOKEN,
        INSTANCE_NAME: 'web-1',
        ADMIN_EMAILS: 'boss@example.ae',
        AI_BASE_URL: services.modelUrl,
        COMMONS_API_URL: services.commonsUrl,
        YOUTUBE_API_URL: services.youtubeUrl,
        YOUTUBE_API_KEY: services.youtubeKey,
      },
      { realtime: {} },
    );
    playable = (await seedGameContent(ctx.database)).playable;
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    admin = await ctx.createVerifiedUser('boss@example.ae', { role: 'admin', language: 'en' });
  }, SLOW_TEST_MS);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await ctx.close();
    await services.close();
  });

  describe('users', () => {
    it('lists, searches and filters users by role', async () => {
      await ctx.createVerifiedUser('mona@example.ae', { role: 'moderator' });
      await ctx.createVerifiedUser('salem@example.ae');
      const all = (await admin.request('GET', '/api/admin/users')).json();
      expect(all.total).toBeGreaterThanOrEqual(3);
      const moderators = (await admin.request('GET', '/api/admin/users?role=moderator')).json();
      expect(moderators.items.map((u: { email: string }) => u.email)).toEqual(['mona@example.ae']);
      const found = (await admin.request('GET', '/api/admin/users?search=SALEM')).json();
      expect(found.items).toHaveLength(1);
      expect(found.items[0]).toMatchObject({ email: 'salem@example.ae', role: 'user', isLocked: false });
      const bad = await admin.request('GET', '/api/admin/users?role=owner');
      expect(bad.statusCode).toBe(400);
    });

    it('changes a role once, and the last admin cannot demote themselves', async () => {
      const [salem] = await ctx.database.db.select().from(users).where(eq(users.email, 'salem@example.ae'));
      const url = `/api/admin/users/${salem!.id}/role`;
      const first = await admin.request('PUT', url, { role: 'moderator' });
      expect(first.json()).toEqual({ ok: true, changed: true });
      const again = await admin.request('PUT', url, { role: 'moderator' });
      expect(again.json()).toEqual({ ok: true, changed: false });
      const activity = (await admin.request('GET', '/api/admin/activity?action=user.role_change')).json();
      expect(activity.total).toBe(1);
      expect((await admin.request('PUT', url, { role: 'root' })).json().error.code).toBe('VALIDATION');

      const [boss] = await ctx.database.db.select().from(users).where(eq(users.email, 'boss@example.ae'));
      const self = await admin.request('PUT', `/api/admin/users/${boss!.id}/role`, { role: 'user' });
      expect(self.statusCode).toBe(409);
      expect(self.json().error.key).toBe('admin.errors.lastAdmin');
      const page = (await admin.request('GET', `/api/admin/users/${salem!.id}`)).json();
      expect(page.user.role).toBe('moderator');
      expect(page.sessions.length).toBeGreaterThan(0);
    });

    it('locks an account (its sessions end, sign-in is refused) and unlocks it', async () => {
      const victim = await ctx.createVerifiedUser('locked@example.ae');
      const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'locked@example.ae'));
      expect((await admin.request('POST', `/api/admin/users/${row!.id}/lock`, {})).json().changed).toBe(true);
      expect((await admin.request('POST', `/api/admin/users/${row!.id}/lock`, {})).json().changed).toBe(
        false,
      );
      expect((await victim.request('GET', '/api/auth/get-session')).body).toBe('null');
      const signIn = await ctx.browser().request('POST', '/api/auth/sign-in/email', {
        email: 'locked@example.ae',
        password: 'falcon2024',
      });
      expect(signIn.statusCode).toBe(403);
      const listed = (await admin.request('GET', '/api/admin/users?search=locked')).json();
      expect(listed.items[0].isLocked).toBe(true);
      await admin.request('POST', `/api/admin/users/${row!.id}/unlock`, {});
      const again = await ctx.browser().request('POST', '/api/auth/sign-in/email', {
        email: 'locked@example.ae',
        password: 'falcon2024',
      });
      expect(again.statusCode).toBe(200);
    });

    it('resends the verification mail to an unverified address', async () => {
      const since = ctx.smtp.mails.length;
      await ctx.browser().request('POST', '/api/auth/sign-up/email', {
        name: 'Noor',
        email: 'noor@example.ae',
        password: 'falcon2024',
        acceptTerms: true,
        language: 'en',
      });
      await ctx.smtp.waitFor('noor@example.ae', { since });
      const [noor] = await ctx.database.db.select().from(users).where(eq(users.email, 'noor@example.ae'));
      const next = ctx.smtp.mails.length;
      const resent = await admin.request('POST', `/api/admin/users/${noor!.id}/resend-verification`, {});
      expect(resent.json()).toEqual({ sent: true, error: null });
      const mail = await ctx.smtp.waitFor('noor@example.ae', { since: next });
      expect(mail.subject).toMatch(/Confirm your email/);
    });

    it('mails an emergency magic link that signs in once and is recorded as a security event', async () => {
      const [mona] = await ctx.database.db.select().from(users).where(eq(users.email, 'mona@example.ae'));
      const since = ctx.smtp.mails.length;
      const sent = await admin.request('POST', `/api/admin/users/${mona!.id}/magic-link`, {});
      expect(sent.json()).toEqual({ sent: true, error: null });
      const mail = await ctx.smtp.waitFor('mona@example.ae', { since });
      expect(mail.subject).toBe('رابط دخول طارئ إلى جاوب');
      const link = linkIn(mail);
      expect(link.pathname).toBe('/api/auth/magic-link/verify');
      const browser = ctx.browser();
      const first = await browser.request('GET', `${link.pathname}${link.search}`);
      expect(first.statusCode).toBe(302);
      expect(first.headers.location).toBe('/');
      const session = (await browser.request('GET', '/api/auth/get-session')).json();
      expect(session.user.email).toBe('mona@example.ae');
      const second = await ctx.browser().request('GET', `${link.pathname}${link.search}`);
      expect(second.headers.location).toBe('/auth?error=magicLink');
      const events = await ctx.database.db
        .select()
        .from(securityEvents)
        .where(and(eq(securityEvents.userId, mona!.id), eq(securityEvents.type, 'magic_link_sent')));
      expect(events).toHaveLength(1);
      expect(events[0]!.severity).toBe('high');
    });

    it('gives the magic link ten minutes: an expired one does not sign in, and the public send is not routed', async () => {
      const [mona] = await ctx.database.db.select().from(users).where(eq(users.email, 'mona@example.ae'));
      const since = ctx.smtp.mails.length;
      const before = Date.now();
      expect((await admin.request('POST', `/api/admin/users/${mona!.id}/magic-link`, {})).json().sent).toBe(
        true,
      );
      const link = linkIn(await ctx.smtp.waitFor('mona@example.ae', { since }));
      const [stored] = await ctx.database.db
        .select()
        .from(verifications)
        .where(gte(verifications.createdAt, new Date(before - 1000)))
        .orderBy(desc(verifications.createdAt))
        .limit(1);
      // Stored hashed: the token of the mail is not in the database.
      expect(stored!.identifier).not.toBe(link.searchParams.get('token'));
      const lifetime = stored!.expiresAt.getTime() - before;
      expect(lifetime).toBeGreaterThan(MAGIC_LINK_SECONDS * 1000 - 5000);
      expect(lifetime).toBeLessThanOrEqual(MAGIC_LINK_SECONDS * 1000 + 5000);
      // Eleven minutes later (the row's expiry moved back by as much), the link no longer signs in.
      await ctx.database.db
        .update(verifications)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(verifications.id, stored!.id));
      const browser = ctx.browser();
      const late = await browser.request('GET', `${link.pathname}${link.search}`);
      expect(late.headers.location).toBe('/auth?error=magicLink');
      expect((await browser.request('GET', '/api/auth/get-session')).body).toBe('null');
      // Nobody can ask for a link for themselves (or for someone else) without an admin.
      const open = await ctx
        .browser()
        .request('POST', '/api/auth/sign-in/magic-link', { email: 'mona@example.ae' });
      expect(open.statusCode).toBe(404);
    });
  });

  describe('contact inbox', () => {
    it('replies by mail in the sender’s language, once even when sent twice', async () => {
      const created = await ctx.browser().request('POST', '/api/contact?lang=en', {
        name: 'Hamdan',
        email: 'hamdan@example.ae',
        subject: 'Falcons category',
        message: 'More falcon questions please.',
      });
      const id = created.json().id as string;
      const inbox = (await admin.request('GET', '/api/admin/contact?status=pending')).json();
      expect(inbox.items.map((m: ContactMessage) => m.id)).toContain(id);
      expect(inbox.counts.pending).toBeGreaterThanOrEqual(1);

      expect(
        (
          await admin.request('POST', `/api/admin/contact/${id}/reply`, {
            clientId: 'reply-000001',
            body: '  ',
          })
        ).statusCode,
      ).toBe(400);
      const since = ctx.smtp.mails.length;
      const body = { clientId: 'reply-000002', body: 'Thank you, a falcons set is coming next week.' };
      const [first, second] = await Promise.all([
        admin.request('POST', `/api/admin/contact/${id}/reply`, body),
        admin.request('POST', `/api/admin/contact/${id}/reply`, body),
      ]);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      const mail = await ctx.smtp.waitFor('hamdan@example.ae', { since });
      expect(mail.subject).toBe('Jawib support replied to your message: Falcons category');
      expect(mail.text).toContain('a falcons set is coming next week');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(ctx.smtp.mails.slice(since).filter((m) => m.to.includes('hamdan@example.ae'))).toHaveLength(1);
      const message = (await admin.request('GET', '/api/admin/contact?status=replied'))
        .json()
        .items.find((m: ContactMessage) => m.id === id);
      expect(message.replies).toHaveLength(1);
      expect(message.replies[0]).toMatchObject({ status: 'sent', error: null });
      const resolved = await admin.request('PUT', `/api/admin/contact/${id}/status`, { status: 'resolved' });
      expect(resolved.json().status).toBe('resolved');
    });
  });

  describe('VAR reports and games', () => {
    let gameId = '';
    let report: AdminVarReport;
    let player: GameClient;

    it('accepts a report with a score correction that the live game’s players see over sockets', async () => {
      const created = await createGameOverHttp(ctx.app, playable, {
        teams: [
          { name: 'الصقور', colour: 'green' },
          { name: 'Falcons', colour: 'red' },
        ],
        questionTimeSec: 120,
        lifelines: ['add_time', 'two_answers', 'flip_table'],
      });
      gameId = created.gameId;
      const joined = await joinOverHttp(ctx.app, created.roomCode, 'Aisha', 'team-1');
      const host = new GameClient('host', url, { role: 'host', gameId, token: created.hostToken });
      player = new GameClient('Aisha', url, { role: 'player', gameId, token: joined.playerToken });
      sockets.push(host, player);
      await Promise.all([host.untilSnapshots(1), player.untilSnapshots(1)]);
      await host.do({ type: 'start' });
      await host.do({ type: 'select_tile', tileId: host.view!.tiles[0]!.id });
      await host.do({ type: 'use_lifeline', teamId: host.view!.turnTeamId, lifeline: 'add_time' });
      const filed = await ctx.app.inject({
        method: 'POST',
        url: `/api/games/${gameId}/var-reports`,
        headers: { 'x-game-token': joined.playerToken },
        payload: {
          clientId: 'var-report-1',
          tileId: host.view!.openTile!.tileId,
          reason: 'The answer is wrong',
        },
      });
      expect(filed.statusCode).toBe(201);

      const open = (await admin.request('GET', '/api/admin/var-reports?status=open')).json();
      report = open.items[0];
      expect(report).toMatchObject({
        reporter: 'Aisha',
        teamName: 'الصقور',
        reason: 'The answer is wrong',
        status: 'open',
      });
      expect(report.question.answerEn).not.toBe('');

      const rejectWithPoints = await admin.request('POST', `/api/admin/var-reports/${report.id}/resolve`, {
        status: 'rejected',
        note: 'no',
        correction: { teamId: 'team-1', amount: 200 },
      });
      expect(rejectWithPoints.statusCode).toBe(400);

      const before = player.view!.teams.find((t) => t.id === 'team-1')!.score;
      const heard = new Promise<VarResolution>((resolve) => player.socket.once('var:resolved', resolve));
      const body = {
        status: 'accepted',
        note: 'Our answer key was wrong',
        correction: { teamId: 'team-1', amount: 200 },
        questionAction: 'deactivate',
      };
      const [first, second] = await Promise.all([
        admin.request('POST', `/api/admin/var-reports/${report.id}/resolve`, body),
        admin.request('POST', `/api/admin/var-reports/${report.id}/resolve`, body),
      ]);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(await heard).toMatchObject({
        status: 'accepted',
        note: 'Our answer key was wrong',
        correction: { amount: 200 },
      });
      await player.until(
        () => player.view!.teams.find((t) => t.id === 'team-1')!.score === before + 200,
        'corrected score',
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(player.view!.teams.find((t) => t.id === 'team-1')!.score).toBe(before + 200);
      const resolved = (await admin.request('GET', '/api/admin/var-reports?status=accepted')).json().items[0];
      expect(resolved.resolution).toMatchObject({
        correctionAmount: 200,
        questionAction: 'deactivate',
        resolvedBy: 'boss@example.ae',
      });
      expect(resolved.question.isActive).toBe(false);
      // The report shows the scores as they are now, with the correction (not the game's last snapshot).
      expect(resolved.teams.find((t: { id: string }) => t.id === 'team-1').score).toBe(before + 200);
    });

    it('shows games by status with a game’s board, score log and events, ends and deletes one', async () => {
      const active = (await admin.request('GET', '/api/admin/games?status=active')).json();
      expect(active.items.map((g: { id: string }) => g.id)).toContain(gameId);
      const page = (await admin.request('GET', `/api/admin/games/${gameId}`)).json();
      expect(page.board).toHaveLength(36);
      expect(
        page.scoreLog.some(
          (e: { reason: string; amount: number }) => e.reason === 'correction' && e.amount === 200,
        ),
      ).toBe(true);
      expect(page.events.map((e: { type: string }) => e.type)).toContain('correct_score');
      expect(active.items.find((g: { id: string }) => g.id === gameId).teams).toEqual(page.game.teams);
      expect((await admin.request('DELETE', `/api/admin/games/${gameId}`)).statusCode).toBe(409);
      const ended = (await admin.request('POST', `/api/admin/games/${gameId}/end`, {})).json();
      expect(ended.game.status).toBe('completed');
      await player.until(() => player.view?.phase === 'finished', 'finished');
      const late = await admin.request('POST', `/api/admin/var-reports/${report.id}/resolve`, {
        status: 'rejected',
        note: 'x',
      });
      expect(late.json().status).toBe('accepted');
    });

    it('counts lifeline uses and the share answered correctly after them', async () => {
      const stats = (await admin.request('GET', '/api/admin/lifelines')).json();
      expect(stats.byLifeline).toEqual(
        expect.arrayContaining([expect.objectContaining({ lifeline: 'add_time', uses: 1 })]),
      );
      expect(stats.byMode[0]).toMatchObject({ mode: 'traditional' });
      expect(stats.byDay).toHaveLength(1);
      expect((await admin.request('DELETE', `/api/admin/games/${gameId}`)).statusCode).toBe(204);
      expect((await admin.request('GET', `/api/admin/games/${gameId}`)).statusCode).toBe(404);
    });
  });

  describe('diagnostics, security and health', () => {
    it('shows the configuration with secrets masked', async () => {
      const env = (await admin.request('GET', '/api/admin/diagnostics/environment')).json();
      const entry = (name: string) => env.entries.find((e: { name: string }) => e.name === name);
      expect(entry('METRICS_TOKEN')).toMatchObject({ isSecret: true });
      expect(entry('METRICS_TOKEN').value).not.toContain('scraper');
      expect(entry('SITE_URL').value).toBe('http://localhost:3000');
      expect(JSON.stringify(env)).not.toContain(METRICS_TOKEN);
    });

    it('groups client errors, marks them resolved and mails the admins once per kind for a critical one', async () => {
      const report = (message: string, severity: string) =>
        ctx.browser().request('POST', '/api/error-logs', {
          route: '/game/x',
          message,
          severity,
          context: 'unhandled_error',
          metadata: { errorId: crypto.randomUUID(), timestamp: new Date().toISOString() },
        });
      const since = ctx.smtp.mails.length;
      await report('Board crashed', 'critical');
      await report('Board crashed', 'critical');
      await report('Minor glitch', 'low');
      const alert = await ctx.smtp.waitFor('boss@example.ae', { since });
      expect(alert.subject).toBe('Critical incident on Jawib: error:unhandled_error');
      expect(alert.text).toContain('Board crashed');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ctx.smtp.mails.slice(since).filter((m) => /Critical incident/.test(m.subject))).toHaveLength(1);

      const groups = (await admin.request('GET', '/api/admin/diagnostics/errors')).json().groups;
      expect(groups.find((g: { message: string }) => g.message === 'Board crashed')).toMatchObject({
        count: 2,
        severity: 'critical',
        resolved: false,
      });
      const resolved = await admin.request('POST', '/api/admin/diagnostics/errors/resolve', {
        message: 'Board crashed',
      });
      expect(resolved.json()).toEqual({ resolved: 2 });
    });

    it('lists every user’s security events with filters, and the sign-in figures', async () => {
      await ctx
        .browser()
        .request('POST', '/api/auth/sign-in/email', { email: 'mona@example.ae', password: 'wrong-one-1' });
      const failures = (await admin.request('GET', '/api/admin/security/events?type=login_failure')).json();
      expect(failures.items[0]).toMatchObject({
        type: 'login_failure',
        email: 'mona@example.ae',
        severity: 'low',
      });
      const high = (await admin.request('GET', '/api/admin/security/events?severity=high&email=mona')).json();
      expect(high.items.map((e: { type: string }) => e.type)).toContain('magic_link_sent');
      const auth = (await admin.request('GET', '/api/admin/diagnostics/auth')).json();
      expect(auth.failures24h).toBeGreaterThanOrEqual(1);
      expect(auth.activeSessions).toBeGreaterThan(0);
    });

    it('serves live figures, and /metrics in the Prometheus format behind its token', async () => {
      const live = (await admin.request('GET', '/api/admin/system/metrics')).json();
      expect(live.requestsPerSecond).toBeGreaterThan(0);
      expect(live.openSockets).toBeGreaterThanOrEqual(2);
      expect(live.memory.rssMb).toBeGreaterThan(0);
      expect((await ctx.app.inject({ url: '/metrics' })).statusCode).toBe(401);
      const scrape = await ctx.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(scrape.statusCode).toBe(200);
      expect(scrape.headers['content-type']).toContain('text/plain');
      expect(scrape.body).toContain(
        'jawib_http_requests_total{method="GET",route="/api/admin/users",status="2xx",app="jawib",instance="web-1"}',
      );
      // Each process names itself, so that several behind one balancer are scraped apart.
      expect(scrape.body).toMatch(/jawib_open_sockets\{app="jawib",instance="web-1"\} \d+/);
      expect(scrape.body).toContain('nodejs_eventloop_lag_seconds');
      // The game's commands per second and their latency, for the dashboard (deploy/grafana).
      expect(scrape.body).toContain('# TYPE jawib_game_commands_total counter');
      expect(scrape.body).toContain('# TYPE jawib_game_command_duration_seconds histogram');
    });

    it('says healthy with SMTP up; with SMTP down, health turns to warning and a reply stays unsent', async () => {
      const up = (await admin.request('GET', '/api/admin/system/status')).json();
      expect(up.services.find((s: { name: string }) => s.name === 'smtp').status).toBe('ok');
      expect(up.services.find((s: { name: string }) => s.name === 'database').status).toBe('ok');
      expect(up.health).toBe('healthy');

      await ctx.smtp.close();
      const down = (await admin.request('GET', '/api/admin/system/status')).json();
      expect(down.services.find((s: { name: string }) => s.name === 'smtp').status).toBe('fail');
      expect(down.health).toBe('warning');

      const created = await ctx.browser().request('POST', '/api/contact?lang=ar', {
        name: 'حمدان',
        email: 'hamdan2@example.ae',
        subject: 'سؤال',
        message: 'متى تضيفون فئة الخيل؟',
      });
      const id = created.json().id as string;
      const reply = await admin.request('POST', `/api/admin/contact/${id}/reply`, {
        clientId: 'reply-000003',
        body: 'قريبًا',
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({
        status: 'pending',
        replies: [{ status: 'failed', body: 'قريبًا' }],
      });
      expect(reply.json().replies[0].error).not.toBeNull();
      const tool = await admin.request('POST', '/api/admin/diagnostics/test-mail', {
        email: 'boss@example.ae',
      });
      expect(tool.json().sent).toBe(false);
    });
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('answers 404', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database });
    try {
      expect(
        (await app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything-at-all' } }))
          .statusCode,
      ).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
