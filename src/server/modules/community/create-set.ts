import type { QuestionSetInput } from '../../../shared/contracts/community';
import { foldText } from '../../../shared/text/normalize';
import type { Database } from '../../db/client';
import { questionSetCategories, questionSets } from '../../db/community-schema';
import { categories } from '../../db/schema';

/** A new set with its named columns; each column is an inactive category row that only the set's games use. */
export async function createQuestionSet(
  db: Database,
  input: QuestionSetInput,
  authorId: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [set] = await tx
      .insert(questionSets)
      .values({
        authorId,
        name: input.name,
        description: input.description,
        difficulty: input.difficulty,
        isPublic: input.isPublic,
        searchText: `${foldText(input.name)} ${foldText(input.description)}`,
      })
      .returning({ id: questionSets.id });
    const setId = set!.id;
    const rows = await tx
      .insert(categories)
      .values(
        input.categories.map((category, position) => ({
          slug: `community-${setId}-${position + 1}`,
          nameAr: category.nameAr,
          nameEn: category.nameEn,
          isActive: false,
          sortOrder: position,
        })),
      )
      .returning({ id: categories.id, sortOrder: categories.sortOrder });
    await tx
      .insert(questionSetCategories)
      .values(rows.map((row) => ({ categoryId: row.id, setId, position: row.sortOrder })));
    return setId;
  });
}
