export type ScriptedReply = { status?: number; body?: unknown; content?: string | null; delayMs?: number };

export type AiServices = {
  url: string;
  modelUrl: string;
  commonsUrl: string;
  youtubeUrl: string;
  youtubeKey: string;
  requests: {
    path: string;
    auth: string | undefined;
    body: { model?: string; messages?: { content: string }[]; response_format?: { type: string } };
  }[];
  queue: (...replies: ScriptedReply[]) => void;
  close: () => Promise<void>;
};

export function startAiServices(): Promise<AiServices>;
