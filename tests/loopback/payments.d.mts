export type PaymentsSession = {
  id: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_status: string;
  status: string;
  payment_intent?: string;
  charge?: string;
  success_url: string;
  cancel_url: string | null;
  url: string;
};

export type Delivery = { eventId: string; status: number; body: string; payload: string };

export type Payments = {
  url: string;
  sessions: Map<string, PaymentsSession>;
  requests: { path: string; auth: string | undefined; body: Record<string, unknown> }[];
  deliveries: Delivery[];
  pay: (sessionId: string, options?: { deliver?: boolean }) => Promise<Delivery>;
  refund: (sessionId: string, options?: { amount?: number }) => Promise<Delivery>;
  dispute: (sessionId: string) => Promise<Delivery>;
  expire: (sessionId: string) => void;
  deliverAgain: (eventId: string) => Promise<Delivery>;
  replay: (eventId: string) => Promise<Delivery>;
  post: (payload: string, signature?: string) => Promise<{ status: number; body: string }>;
  setWebhookUrl: (url: string) => void;
  close: () => Promise<void>;
};

export function signPayload(payload: string, secret: string, timestamp?: number): string;

export function startPayments(options: {
  secretKey: string;
  webhookSecret: string;
  webhookUrl?: string;
}): Promise<Payments>;
