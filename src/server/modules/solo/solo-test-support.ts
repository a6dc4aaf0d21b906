import type { Database } from '../../db/client';
import { categories, questions } from '../../db/schema';

/**
 * Adds a playable category with `perDifficulty` questions of each difficulty: multiple-choice ones whose right
 * option is the one named "right", and every fourth an open question accepting "القاهرة" and "Cairo".
 */
export async function addSoloQuestions(db: Database, slug: string, perDifficulty = 4): Promise<void> {
  const [category] = await db
    .insert(categories)
    .values({ slug, nameAr: `فئة ${slug}`, nameEn: `Category ${slug}` })
    .returning();
  let n = 0;
  for (const difficulty of ['easy', 'medium', 'hard'] as const) {
    for (let i = 0; i < perDifficulty; i++) {
      n += 1;
      const isOpen = n % 4 === 0;
      await db.insert(questions).values({
        categoryId: category!.id,
        type: isOpen ? 'open' : 'multiple_choice',
        bodyAr: isOpen ? `ما عاصمة مصر؟ (${slug} ${n})` : `سؤال ${slug} رقم ${n}؟`,
        bodyEn: isOpen ? `What is the capital of Egypt? (${slug} ${n})` : `Question ${slug} number ${n}?`,
        optionsAr: isOpen ? ['القاهرة'] : ['خطأ', 'صحيح', 'خطأ ٢', 'خطأ ٣'],
        optionsEn: isOpen ? ['Cairo'] : ['wrong', 'right', 'wrong 2', 'wrong 3'],
        correctIndex: isOpen ? 0 : 1,
        difficulty,
        points: { easy: 200, medium: 400, hard: 600 }[difficulty],
      });
    }
  }
}
