import type Stripe from 'stripe';

export type PaymentsConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a loopback stand-in in tests); Stripe's own when omitted. */
  apiUrl?: string;
};

/**
 * The official Stripe library, pointed at `apiUrl` when one is given (host, port and protocol). Loaded only when
 * payments are configured: it is large, and the server's start waits for the modules it loads.
 */
export async function createStripe(config: PaymentsConfig): Promise<Stripe> {
  const { default: Stripe } = await import('stripe');
  const url = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    telemetry: false,
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'http:' ? 80 : 443),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}
