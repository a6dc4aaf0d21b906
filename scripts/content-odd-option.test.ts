import { describe, expect, it } from 'vitest';
import type { ContentQuestion } from '../src/shared/content/question-file';
import {
  askedKind,
  handLexicon,
  learnKinds,
  oddOption,
  oddOptions,
  optionKey,
  shapeOddWord,
  spellingGiveaway,
} from './content-odd-option';

function choice(
  id: string,
  body: string,
  options: string[],
  correctIndex = 0,
  tags = ['test'],
): ContentQuestion {
  return {
    id,
    difficulty: 'easy',
    points: 200,
    body: { ar: 'سؤال؟', en: body },
    options: { ar: ['أ', 'ب', 'ج', 'د'], en: options },
    correctIndex,
    tags,
    keywords: ['test'],
  };
}

const countries = [
  { name: 'France', capitals: ['Paris'] },
  { name: 'Italy', capitals: ['Rome'] },
  { name: 'Spain', capitals: ['Madrid'] },
  { name: 'Germany', capitals: ['Berlin'] },
];

describe('the odd one out among options', () => {
  it('reads the kind a question asks for', () => {
    expect(askedKind('Which river flows through Cairo?')).toBe('river');
    expect(askedKind('Which Arab country has this flag?')).toBe('country');
    expect(askedKind('Who wrote Al-Ayyam?')).toBe('person');
    expect(askedKind('In which year did the UAE form?')).toBe('year');
    expect(askedKind('Which capital lies on the Nile?')).toBe('city');
    expect(askedKind('What is the capital of Oman?')).toBeNull();
    expect(optionKey('The Nile (river)')).toBe('nile');
  });

  it('flags three capitals and a river, once the bank says the Nile is a river', () => {
    const learned = learnKinds([
      choice('geo-001', 'Which river flows through Cairo?', ['Nile', 'Tigris', 'Volga', 'Rhine']),
    ]);
    const q = choice(
      'geo-002',
      'Which city is the capital of Italy?',
      ['Paris', 'Rome', 'Nile', 'Berlin'],
      1,
    );
    expect(oddOption(q, handLexicon(countries), learned)).toMatchObject({
      index: 2,
      kind: 'city',
      oddKinds: ['river'],
    });
  });

  it('flags the one option without digits among numbers, not a number in words', () => {
    const hand = handLexicon(countries);
    const q = choice(
      'air-001',
      'Which airliner flew faster than sound?',
      ['Boeing 747', 'Airbus A380', 'Concorde', 'Boeing 787'],
      2,
    );
    expect(oddOption(q, hand, new Map())).toMatchObject({ index: 2, kind: 'number', correct: true });
    const words = choice('math-001', 'How many sides has a triangle?', ['3', '4', 'Five', '6']);
    expect(oddOption(words, hand, new Map())).toBeNull();
  });

  it('does not flag four options of one kind, nor an option of the kind the question asks for', () => {
    const hand = handLexicon(countries);
    expect(
      oddOption(
        choice('geo-003', 'Which country…?', ['France', 'Italy', 'Spain', 'Germany']),
        hand,
        new Map(),
      ),
    ).toBeNull();
    const learned = learnKinds([
      choice('geo-004', 'Which city is on the Seine?', ['Lyon', 'Paris', 'Rome', 'Berlin']),
    ]);
    const q = choice('geo-005', 'Which city is in France?', ['Lyon', 'Rome', 'Madrid', 'Berlin']);
    expect(oddOption(q, hand, learned)).toBeNull();
  });

  it('lists the flagged questions of a bank, those where the odd one is correct first', () => {
    const flags = oddOptions(
      [
        {
          category: 'air',
          question: choice(
            'air-001',
            'Name the supersonic airliner.',
            ['Boeing 747', 'Airbus A380', 'Concorde', 'Boeing 787'],
            0,
          ),
        },
        {
          category: 'air',
          question: choice(
            'air-002',
            'Name the supersonic airliner.',
            ['Boeing 747', 'Airbus A380', 'Concorde', 'Boeing 787'],
            2,
          ),
        },
      ],
      countries,
    );
    expect(flags.map((f) => [f.id, f.correct])).toEqual([
      ['air-002', true],
      ['air-001', false],
    ]);
  });

  it('flags a hard question whose Arabic options show the answer by its first letter', () => {
    const letters = (difficulty: 'medium' | 'hard', ar: string[]): ContentQuestion => ({
      id: 'letters-001',
      difficulty,
      points: 600,
      body: { ar: 'أي حيوان يبدأ اسمه بحرف الضاد؟', en: 'Which animal starts with the letter ḍad?' },
      options: { ar, en: ['Gazelle', 'Wolf', 'Hyena', 'Bear'] },
      correctIndex: 2,
      tags: ['test'],
      keywords: ['test'],
    });
    expect(spellingGiveaway(letters('hard', ['ظبي', 'ذئب', 'الضبع', 'دب']))).toBe(true);
    expect(spellingGiveaway(letters('medium', ['ظبي', 'ذئب', 'ضبع', 'دب']))).toBe(false);
    expect(spellingGiveaway(letters('hard', ['ضفدع', 'ذئب', 'ضبع', 'دب']))).toBe(false);
  });

  it('flags the correct option set apart by a word the three others share', () => {
    const galaxy = choice(
      'space-001',
      'Which galaxy is nearest?',
      ['The Whirlpool Galaxy', 'The Sombrero Galaxy', 'The Pinwheel Galaxy', 'Andromeda'],
      3,
    );
    expect(shapeOddWord(galaxy)).toEqual({ language: 'en', word: 'galaxy' });
    expect(
      shapeOddWord(
        choice(
          'space-002',
          'Which galaxy?',
          ['The Whirlpool Galaxy', 'The Sombrero Galaxy', 'The Pinwheel Galaxy', 'Andromeda'],
          0,
        ),
      ),
    ).toBeNull();
    const people = choice(
      'h-001',
      'Who?',
      ['Umar ibn al-Khattab', 'Uthman ibn Affan', 'Ali ibn Abi Talib', 'Abu Bakr'],
      3,
    );
    expect(shapeOddWord(people)).toBeNull();
  });
});
