import type { ContactInput } from '../../../shared/contracts/contact';
import type { Database } from '../../db/client';
import { contactSubmissions } from '../../db/schema';

/** Stores a contact message with status `pending` for the admin inbox. */
export async function createContactSubmission(
  db: Database,
  input: ContactInput & { language?: string },
): Promise<{ id: string; status: 'pending' }> {
  const [row] = await db
    .insert(contactSubmissions)
    .values({ ...input, status: 'pending' })
    .returning({ id: contactSubmissions.id });
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, status: 'pending' };
}
