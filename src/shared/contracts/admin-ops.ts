import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { CORRECTION_AMOUNT_MAX } from '../game/constants';
import { ROLES, SECURITY_EVENT_TYPES, SEVERITIES } from './auth';
import { CONTACT_STATUSES } from './contact';
import { VAR_REPORT_STATUSES } from './game';

/** The operations side of the back-office: users, contact inbox, VAR reports, games, health, diagnostics. */

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(25);
/** Sent with every change, so a request sent twice is applied once. */
const clientId = z.string().trim().min(8).max(100);

// ---- Users ------------------------------------------------------------------------------------------------------

export const USER_FILTERS = ['all', ...ROLES] as const;

export const userListQuerySchema = z.object({
  search: z.string().trim().max(254).optional(),
  role: z.enum(USER_FILTERS).default('all'),
  page,
  pageSize,
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  isLocked: z.boolean(),
  language: z.string(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userListSchema = z.object({ items: z.array(adminUserSchema), total: z.number().int() });
export type UserList = z.infer<typeof userListSchema>;

export const userDetailSchema = z.object({
  user: adminUserSchema.extend({
    displayName: z.string().nullable(),
    username: z.string().nullable(),
    phone: z.string().nullable(),
    image: z.string().nullable(),
  }),
  games: z.array(
    z.object({
      id: z.string(),
      roomCode: z.string(),
      status: z.string(),
      asHost: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  events: z.array(
    z.object({
      id: z.string(),
      type: z.enum(SECURITY_EVENT_TYPES),
      severity: z.enum(SEVERITIES),
      ip: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      createdAt: z.string(),
      expiresAt: z.string(),
    }),
  ),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const roleChangeInputSchema = z.object({
  role: z.enum(ROLES, { error: 'validation.required' }),
});
export type RoleChangeInput = z.infer<typeof roleChangeInputSchema>;

export const userActionSchema = z.object({ ok: z.literal(true), changed: z.boolean() });

// ---- Contact inbox ----------------------------------------------------------------------------------------------

export const contactListQuerySchema = z.object({
  status: z.enum(CONTACT_STATUSES).optional(),
  page,
  pageSize,
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

export const REPLY_STATUSES = ['sent', 'failed'] as const;
export const contactReplySchema = z.object({
  id: z.string(),
  body: z.string(),
  status: z.enum(REPLY_STATUSES),
  error: z.string().nullable(),
  adminEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  replies: z.array(contactReplySchema),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactListSchema = z.object({
  items: z.array(contactMessageSchema),
  total: z.number().int(),
  counts: z.record(z.enum(CONTACT_STATUSES), z.number().int()),
});
export type ContactList = z.infer<typeof contactListSchema>;

export const CONTACT_REPLY_MAX = 5000;
export const contactReplyInputSchema = z.object({
  clientId,
  body: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(CONTACT_REPLY_MAX, 'validation.tooLong'),
});
export type ContactReplyInput = z.infer<typeof contactReplyInputSchema>;
export const contactStatusInputSchema = z.object({ status: z.enum(CONTACT_STATUSES) });

// ---- VAR reports ------------------------------------------------------------------------------------------------

export const varReportQuerySchema = z.object({
  status: z.enum(VAR_REPORT_STATUSES).optional(),
  page,
  pageSize,
});
export type VarReportQuery = z.input<typeof varReportQuerySchema>;

export const QUESTION_ACTIONS = ['none', 'deactivate'] as const;

export const adminVarReportSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  roomCode: z.string(),
  gameStatus: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  teams: z.array(z.object({ id: z.string(), name: z.string(), score: z.number() })),
  reporter: z.string(),
  reason: z.string(),
  screenshotUrl: z.string().nullable(),
  status: z.enum(VAR_REPORT_STATUSES),
  createdAt: z.string(),
  question: z.object({
    id: z.string(),
    bodyAr: z.string(),
    bodyEn: z.string(),
    answerAr: z.string(),
    answerEn: z.string(),
    isActive: z.boolean(),
  }),
  resolution: z
    .object({
      note: z.string(),
      correctionTeamId: z.string().nullable(),
      correctionAmount: z.number().int().nullable(),
      questionAction: z.enum(QUESTION_ACTIONS),
      resolvedBy: z.string().nullable(),
      resolvedAt: z.string(),
    })
    .nullable(),
});
export type AdminVarReport = z.infer<typeof adminVarReportSchema>;
export const adminVarReportListSchema = z.object({
  items: z.array(adminVarReportSchema),
  total: z.number().int(),
});
export type AdminVarReportList = z.infer<typeof adminVarReportListSchema>;

export const adminResolveVarInputSchema = z
  .object({
    status: z.enum(['accepted', 'rejected'], { error: 'validation.required' }),
    note: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(500, 'validation.tooLong'),
    correction: z
      .object({
        teamId: z.string().min(1).max(100),
        amount: z
          .number({ error: 'validation.required' })
          .int('validation.wholeNumber')
          .min(-CORRECTION_AMOUNT_MAX, 'validation.range')
          .max(CORRECTION_AMOUNT_MAX, 'validation.range')
          .refine((amount) => amount !== 0, 'validation.range'),
      })
      .optional(),
    questionAction: z.enum(QUESTION_ACTIONS).default('none'),
  })
  .refine((input) => input.status === 'accepted' || (!input.correction && input.questionAction === 'none'), {
    message: 'admin.errors.rejectWithCorrection',
    path: ['correction'],
  });
export type AdminResolveVarInput = z.input<typeof adminResolveVarInputSchema>;

// ---- Games ------------------------------------------------------------------------------------------------------

export const GAME_STATUSES = ['waiting', 'active', 'completed'] as const;
export const gameListQuerySchema = z.object({ status: z.enum(GAME_STATUSES).optional(), page, pageSize });
export type GameListQuery = z.input<typeof gameListQuerySchema>;

const teamSummary = z.object({ id: z.string(), name: z.string(), score: z.number() });
export const adminGameSchema = z.object({
  id: z.string(),
  roomCode: z.string(),
  status: z.enum(GAME_STATUSES),
  host: z.string().nullable(),
  teams: z.array(teamSummary),
  createdAt: z.string(),
  updatedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type AdminGame = z.infer<typeof adminGameSchema>;
export const adminGameListSchema = z.object({ items: z.array(adminGameSchema), total: z.number().int() });
export type AdminGameList = z.infer<typeof adminGameListSchema>;

export const adminGameDetailSchema = z.object({
  game: adminGameSchema.extend({ phase: z.string(), mode: z.string() }),
  board: z.array(
    z.object({
      id: z.string(),
      categoryId: z.string(),
      points: z.number(),
      isPlayed: z.boolean(),
      wonBy: z.string().nullable(),
    }),
  ),
  scoreLog: z.array(
    z.object({
      seq: z.number(),
      teamId: z.string(),
      amount: z.number(),
      reason: z.string(),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
  events: z.array(z.object({ version: z.number(), type: z.string(), at: z.string() })),
});
export type AdminGameDetail = z.infer<typeof adminGameDetailSchema>;

// ---- Lifelines --------------------------------------------------------------------------------------------------

export const lifelineStatsSchema = z.object({
  byLifeline: z.array(
    z.object({
      lifeline: z.string(),
      uses: z.number().int(),
      correct: z.number().int(),
      resolved: z.number().int(),
    }),
  ),
  byMode: z.array(
    z.object({
      mode: z.string(),
      lifeline: z.string(),
      uses: z.number().int(),
      correct: z.number().int(),
      resolved: z.number().int(),
    }),
  ),
  byDay: z.array(z.object({ day: z.string(), lifeline: z.string(), uses: z.number().int() })),
});
export type LifelineStats = z.infer<typeof lifelineStatsSchema>;

// ---- System health and metrics ----------------------------------------------------------------------------------

export const SERVICE_NAMES = ['database', 'redis', 'smtp', 'ai', 'youtube', 'commons'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
export const SERVICE_STATUSES = ['ok', 'quota_exceeded', 'missing', 'fail', 'unknown'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export const HEALTH_STATES = ['healthy', 'warning', 'critical'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];
export const HEALTH_GRADES = ['excellent', 'good', 'fair', 'poor'] as const;
export type HealthGrade = (typeof HEALTH_GRADES)[number];

export const serviceCheckSchema = z.object({
  name: z.enum(SERVICE_NAMES),
  status: z.enum(SERVICE_STATUSES),
  latencyMs: z.number().nullable(),
  detail: z.string().nullable(),
});
export type ServiceCheck = z.infer<typeof serviceCheckSchema>;

export const systemStatusSchema = z.object({
  health: z.enum(HEALTH_STATES),
  grade: z.enum(HEALTH_GRADES),
  services: z.array(serviceCheckSchema),
  checkedAt: z.string(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/**
 * The rule of the health and the grade (shared so the screen can state it): the database failing is critical;
 * any other configured service failing or over its quota is a warning. The grade counts the services that are not
 * ok among those configured: none is excellent, a failure of an optional one is good only when it is just missing.
 */
export function judgeHealth(services: readonly Pick<ServiceCheck, 'name' | 'status'>[]): {
  health: HealthState;
  grade: HealthGrade;
} {
  const database = services.find((s) => s.name === 'database');
  const failing = services.filter((s) => s.status === 'fail' || s.status === 'quota_exceeded');
  const unsure = services.filter((s) => s.status === 'unknown');
  if (!database || database.status !== 'ok') return { health: 'critical', grade: 'poor' };
  const health: HealthState = failing.length > 0 ? 'warning' : 'healthy';
  const grade: HealthGrade =
    failing.length >= 2 ? 'poor' : failing.length === 1 ? 'fair' : unsure.length > 0 ? 'good' : 'excellent';
  return { health, grade };
}

export const liveMetricsSchema = z.object({
  eventLoopDelayMs: z.object({ p50: z.number(), p99: z.number() }),
  requestsPerSecond: z.number(),
  p95LatencyMs: z.number(),
  openSockets: z.number().int(),
  activeRooms: z.number().int(),
  memory: z.object({ rssMb: z.number(), heapUsedMb: z.number() }),
  uptimeSeconds: z.number(),
  at: z.string(),
});
export type LiveMetrics = z.infer<typeof liveMetricsSchema>;

// ---- Diagnostics ------------------------------------------------------------------------------------------------

export const environmentSchema = z.object({
  entries: z.array(z.object({ name: z.string(), value: z.string().nullable(), isSecret: z.boolean() })),
});
export type EnvironmentReport = z.infer<typeof environmentSchema>;

export const errorGroupSchema = z.object({
  message: z.string(),
  count: z.number().int(),
  severity: z.enum(SEVERITIES),
  lastRoute: z.string(),
  lastSeen: z.string(),
  resolved: z.boolean(),
});
export const errorGroupListSchema = z.object({ groups: z.array(errorGroupSchema) });
export type ErrorGroup = z.infer<typeof errorGroupSchema>;
export const resolveErrorsInputSchema = z.object({ message: z.string().min(1).max(5000) });

export const authDiagnosticsSchema = z.object({
  failures24h: z.number().int(),
  lockedAccounts: z.array(z.object({ email: z.string(), lockedUntil: z.string() })),
  activeSessions: z.number().int(),
  recentFailures: z.array(
    z.object({ email: z.string().nullable(), ip: z.string().nullable(), at: z.string() }),
  ),
});
export type AuthDiagnostics = z.infer<typeof authDiagnosticsSchema>;

export const mailToolInputSchema = z.object({
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .pipe(z.email('validation.email')),
});
export type MailToolInput = z.infer<typeof mailToolInputSchema>;
export const mailToolResultSchema = z.object({ sent: z.boolean(), error: z.string().nullable() });
export type MailToolResult = z.infer<typeof mailToolResultSchema>;

// ---- Security events (all users, admins) ------------------------------------------------------------------------

export const securityQuerySchema = z.object({
  type: z.enum(SECURITY_EVENT_TYPES).optional(),
  severity: z.enum(SEVERITIES).optional(),
  email: z.string().trim().max(254).optional(),
  page,
  pageSize,
});
export type SecurityQuery = z.input<typeof securityQuerySchema>;
export const adminSecurityEventListSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      type: z.enum(SECURITY_EVENT_TYPES),
      severity: z.enum(SEVERITIES),
      email: z.string().nullable(),
      ip: z.string().nullable(),
      path: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  total: z.number().int(),
});
export type AdminSecurityEventList = z.infer<typeof adminSecurityEventListSchema>;
