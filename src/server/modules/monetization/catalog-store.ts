import { eq } from 'drizzle-orm';
import { type Catalog, catalogSchema, DEFAULT_FREE_GAMES } from '../../../shared/contracts/monetization';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';

const KEY = 'monetizationCatalog';

/** The plans and packs admins defined (in the settings table); none until they do. */
export async function readCatalog(db: Database): Promise<Catalog> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  const parsed = catalogSchema.safeParse(row?.value);
  return parsed.success
    ? parsed.data
    : { isSaleOpen: false, paidHosting: { isOn: false, freeGames: DEFAULT_FREE_GAMES }, products: [] };
}

export async function saveCatalog(db: Database, catalog: Catalog, userId: string): Promise<Catalog> {
  await db
    .insert(settings)
    .values({ key: KEY, value: catalog, updatedBy: userId })
    .onConflictDoUpdate({ target: settings.key, set: { value: catalog, updatedBy: userId } });
  return readCatalog(db);
}
