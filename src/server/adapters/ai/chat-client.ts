import type { z } from 'zod';
import { AppError } from '../../http/app-error';

/** Where the studio's language model answers: any server that speaks OpenAI's chat completions API. */
export type ChatEndpoint = { baseUrl: string; apiKey?: string; model: string; timeoutMs?: number };

type ChatMessage = { role: 'system' | 'user'; content: string };
type ResponseFormat =
  | { type: 'json_schema'; json_schema: { name: string; schema: object; strict: boolean } }
  | { type: 'json_object' };

const noData = () => new AppError('UNAVAILABLE', 'admin.ai.errors.noData');
const invalid = () => new AppError('UNAVAILABLE', 'admin.ai.errors.invalidResponse');

/** The JSON inside a model's answer: the whole text, or the first fenced block when it wrapped it in one. */
export function extractJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  return JSON.parse((fenced ? fenced[1]! : text).trim());
}

async function post(endpoint: ChatEndpoint, body: object): Promise<Response> {
  try {
    return await fetch(`${endpoint.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(endpoint.timeoutMs ?? 120_000),
    });
  } catch {
    // Refused, reset or timed out: nothing came back.
    throw noData();
  }
}

/**
 * Asks for JSON matching `schema` and returns it validated. It asks for structured output first, then JSON mode,
 * then plain text (the schema is in the prompt in every case), stepping down when the server refuses the
 * response format with a 400, as servers without those modes do. A 429 is the provider's rate limit.
 */
export async function chatJson<T>(
  endpoint: ChatEndpoint,
  request: { messages: ChatMessage[]; schema: z.ZodType<T>; jsonSchema: object; name: string },
): Promise<T> {
  const formats: (ResponseFormat | null)[] = [
    { type: 'json_schema', json_schema: { name: request.name, schema: request.jsonSchema, strict: false } },
    { type: 'json_object' },
    null,
  ];
  for (const [i, format] of formats.entries()) {
    const response = await post(endpoint, {
      model: endpoint.model,
      messages: request.messages,
      temperature: 0.7,
      ...(format ? { response_format: format } : {}),
    });
    if (response.status === 429) throw new AppError('RATE_LIMITED', 'errors.rateLimited');
    if (response.status === 400 && i < formats.length - 1) {
      const text = await response.text().catch(() => '');
      if (/response_format|json_schema|json_object|structured/i.test(text)) continue;
    }
    if (!response.ok) throw noData();
    const data = (await response.json().catch(() => null)) as {
      choices?: { message?: { content?: string | null } }[];
    } | null;
    const content = data?.choices?.[0]?.message?.content;
    if (!content?.trim()) throw noData();
    let parsed: unknown;
    try {
      parsed = extractJson(content);
    } catch {
      throw invalid();
    }
    const result = request.schema.safeParse(parsed);
    if (!result.success) throw invalid();
    return result.data;
  }
  throw noData();
}
