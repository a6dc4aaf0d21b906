/**
 * The error reporter (error-reporter.ts) loads once the page is interactive; what fails before that is kept here
 * and reported as soon as it has loaded, so nothing is lost.
 */
import type { ErrorReportOptions } from './error-reporter';

type Early = { value: unknown; context: ErrorReportOptions['context'] };

const early: Early[] = [];
const onError = (event: ErrorEvent) =>
  early.push({ value: event.error ?? event.message, context: 'unhandled_error' });
const onRejection = (event: PromiseRejectionEvent) =>
  early.push({ value: event.reason, context: 'unhandled_promise_rejection' });

/** Keeps uncaught errors and rejections until `startErrorReporting`. */
export function catchEarlyErrors(): void {
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
}

/** Loads the reporter, hands it the global listeners and reports what failed meanwhile. */
export async function startErrorReporting(): Promise<void> {
  const { installGlobalErrorReporting, reportError } = await import('./error-reporter');
  installGlobalErrorReporting();
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  for (const { value, context } of early.splice(0)) reportError(value, { context });
}

/** Reports a failure caught by an error boundary once the reporter has loaded. */
export async function reportLater(value: unknown, options: ErrorReportOptions) {
  const { reportError } = await import('./error-reporter');
  return reportError(value, options);
}
