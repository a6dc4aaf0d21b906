import { DEFAULT_SETTINGS, type Settings, settingsSchema } from '../../../shared/contracts/admin';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';

/** The run-time settings: stored values over the defaults; a stored value that no longer validates is ignored. */
export async function readSettings(db: Database): Promise<Settings> {
  const rows = await db.select().from(settings);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    const parsed = settingsSchema.shape[key].safeParse(stored[key]);
    if (parsed.success) merged[key] = parsed.data;
  }
  return merged as Settings;
}

/** Saves every setting; returns what changed, for the activity log. */
export async function saveSettings(
  db: Database,
  input: Settings,
  userId: string,
): Promise<{ settings: Settings; changed: Partial<Record<keyof Settings, { from: unknown; to: unknown }>> }> {
  const before = await readSettings(db);
  const changed: Partial<Record<keyof Settings, { from: unknown; to: unknown }>> = {};
  for (const key of Object.keys(input) as (keyof Settings)[]) {
    if (before[key] === input[key]) continue;
    changed[key] = { from: before[key], to: input[key] };
    await db
      .insert(settings)
      .values({ key, value: input[key], updatedBy: userId })
      .onConflictDoUpdate({ target: settings.key, set: { value: input[key], updatedBy: userId } });
  }
  return { settings: await readSettings(db), changed };
}
