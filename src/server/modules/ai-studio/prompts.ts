import { z } from 'zod';
import type { Difficulty } from '../../../shared/constants';
import { QUESTION_BODY_MAX, QUESTION_OPTION_MAX } from '../../../shared/constants';
import type { GeneratedQuestion } from '../../../shared/contracts/ai-studio';

/** What the model is asked for, and the envelope its answer is parsed with (each item is checked on its own). */

export const generationEnvelopeSchema = z.object({ questions: z.array(z.unknown()) });
export const factCheckEnvelopeSchema = z.object({
  answers: z.array(
    z.object({ id: z.number().int(), answerIndex: z.number().int().min(0).max(3).nullable() }),
  ),
});

/** The JSON schema given to endpoints with structured outputs (and written into the prompt for the others). */
export const GENERATION_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['questions'],
  properties: {
    questions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'bodyAr',
          'bodyEn',
          'optionsAr',
          'optionsEn',
          'correctIndex',
          'difficulty',
          'tags',
          'keywords',
          'mediaSearchTerm',
          'mediaDescriptionAr',
          'mediaDescriptionEn',
          'fact',
          'confidence',
        ],
        properties: {
          bodyAr: {
            type: 'string',
            description: `The question in Arabic, at most ${QUESTION_BODY_MAX} characters`,
          },
          bodyEn: { type: 'string', description: 'The same question in English' },
          optionsAr: { type: 'array', items: { type: 'string' }, minItems: 4, maxItems: 4 },
          optionsEn: { type: 'array', items: { type: 'string' }, minItems: 4, maxItems: 4 },
          correctIndex: { type: 'integer', minimum: 0, maximum: 3 },
          difficulty: { type: 'string', enum: ['easy', 'medium', 'hard'] },
          tags: { type: 'array', items: { type: 'string' } },
          keywords: { type: 'array', items: { type: 'string' } },
          mediaSearchTerm: {
            type: 'string',
            description: 'English words to search a picture or video for it',
          },
          mediaDescriptionAr: { type: 'string', description: 'What that picture shows, in Arabic' },
          mediaDescriptionEn: { type: 'string', description: 'What that picture shows, in English' },
          fact: { type: 'string', description: 'The fact that makes the answer right, in English' },
          confidence: { type: 'integer', minimum: 0, maximum: 100 },
        },
      },
    },
  },
} as const;

export const FACT_CHECK_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['answers'],
  properties: {
    answers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'answerIndex'],
        properties: { id: { type: 'integer' }, answerIndex: { type: ['integer', 'null'] } },
      },
    },
  },
} as const;

type Message = { role: 'system' | 'user'; content: string };

const SYSTEM = [
  'You write questions for a family party quiz played in the UAE and the Gulf, in Arabic and English.',
  'Every question is factually correct, suitable for all ages, free of politics and religious controversy,',
  'and written new (never copied). The Arabic is natural Modern Standard Arabic in Arabic script; the English',
  'says exactly the same. Each question has four distinct, plausible options of similar length, one of them',
  'right; the wording never gives the answer away. Answer with JSON only.',
].join(' ');

/** The messages that ask for `difficulties.length` questions on a topic, in that order of difficulty. */
export function generationMessages(request: {
  topic: string;
  category: { nameAr: string; nameEn: string; descriptionEn: string };
  difficulties: Difficulty[];
  media: string[];
}): Message[] {
  const list = request.difficulties.map((d, i) => `${i + 1}. ${d}`).join('\n');
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: [
        `Category: ${request.category.nameEn} (${request.category.nameAr}). ${request.category.descriptionEn}`,
        `Topic: ${request.topic}`,
        `Write exactly ${request.difficulties.length} questions, with these difficulties in this order:`,
        list,
        'easy: most Gulf families know it; medium: a keen player knows it; hard: only an expert knows it.',
        `Each question will be shown with a ${request.media.join(' or ')}, so choose questions a picture or`,
        'clip can go with, and give an English search term for it and a one-line description of it in both',
        `languages. Questions at most ${QUESTION_BODY_MAX} characters, options at most ${QUESTION_OPTION_MAX}.`,
        'Rate your confidence (0-100) that the question and its answer are correct.',
        'Return a JSON object {"questions": [...]} where each item matches this JSON schema:',
        JSON.stringify(GENERATION_JSON_SCHEMA.properties.questions.items),
      ].join('\n'),
    },
  ];
}

/** The second pass: the model answers each question without being told the answer. */
export function factCheckMessages(items: GeneratedQuestion[]): Message[] {
  const questions = items.map((q, id) => ({ id, question: q.bodyEn, options: q.optionsEn }));
  return [
    {
      role: 'system',
      content:
        'You are a careful quiz fact-checker. For each question pick the index (0-3) of the correct option, or null when none is correct or you do not know. Answer with JSON only.',
    },
    {
      role: 'user',
      content: [
        'Return {"answers": [{"id": number, "answerIndex": number | null}]} for these questions:',
        JSON.stringify(questions),
      ].join('\n'),
    },
  ];
}
