import { Component, type ComponentProps, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { useTranslation } from '../../lib/use-translation';
import type { ErrorLogInput } from '../../../shared/contracts/error-log';
import { DeferredErrorScreen } from './deferred-error-screens';
import { reportLater } from './early-errors';
import { createErrorId } from './error-id';
import { circuitBreaker, retryDelayMs } from './retry-policy';

type Props = { children: ReactNode; resetKey?: string };
type State = {
  error: Error | null;
  errorId?: string;
  componentStack?: string;
  retryCount: number;
  retryInSeconds: number | null;
  isRetryBlocked: boolean;
};

/**
 * Catches rendering failures below it: shows the error id and details, lets the person copy them or send a
 * report, and retries with exponential backoff unless the circuit breaker has tripped for this error name.
 */
export class EnhancedErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, retryCount: 0, retryInSeconds: null, isRetryBlocked: false };
  private timer: ReturnType<typeof setInterval> | undefined;
  private report: ErrorLogInput | null = null;

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error, errorId: createErrorId() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    circuitBreaker.record(error.name, Date.now());
    void reportLater(error, {
      context: 'react_component_error',
      componentStack: info.componentStack ?? undefined,
      retryCount: this.state.retryCount,
      errorId: this.state.errorId,
    }).then((report) => (this.report = report));
    this.setState({
      componentStack: info.componentStack ?? undefined,
      isRetryBlocked: circuitBreaker.isOpen(error.name, Date.now()),
    });
  }

  override componentDidUpdate(previous: Props): void {
    // Navigating elsewhere clears the error and the retry count.
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.reset();
  }

  override componentWillUnmount(): void {
    clearInterval(this.timer);
  }

  private reset = () => {
    clearInterval(this.timer);
    this.setState({ error: null, retryCount: 0, retryInSeconds: null, isRetryBlocked: false });
  };

  private retry = () => {
    const { error, retryCount } = this.state;
    if (!error || this.state.retryInSeconds !== null) return;
    if (circuitBreaker.isOpen(error.name, Date.now())) {
      this.setState({ isRetryBlocked: true });
      return;
    }
    const endsAt = Date.now() + retryDelayMs(retryCount);
    const tick = () => {
      const left = Math.ceil((endsAt - Date.now()) / 1000);
      if (left > 0) {
        this.setState({ retryInSeconds: left });
        return;
      }
      clearInterval(this.timer);
      this.setState({ error: null, retryInSeconds: null, retryCount: retryCount + 1 });
    };
    tick();
    this.timer = setInterval(tick, 250);
  };

  private sendReport = async () => {
    const { buildReport, sendReport } = await import('./error-reporter');
    const report =
      this.report ??
      buildReport(this.state.error, {
        context: 'react_component_error',
        componentStack: this.state.componentStack,
        errorId: this.state.errorId,
      });
    return sendReport({ ...report, context: 'manual_error' });
  };

  override render() {
    const { error, errorId, componentStack, retryInSeconds, isRetryBlocked, retryCount } = this.state;
    if (!error) return this.props.children;
    return (
      <Suspense fallback={<LoadingIndicator size="lg" className="py-24" />}>
        <BoundaryErrorScreen
          errorId={errorId}
          details={[`${error.name}: ${error.message}`, error.stack, componentStack]
            .filter(Boolean)
            .join('\n\n')}
          onRetry={this.retry}
          isRetryBlocked={isRetryBlocked}
          retryInSeconds={retryInSeconds}
          retryCount={retryCount}
          onSendReport={this.sendReport}
        />
      </Suspense>
    );
  }
}

/** The error screen with the retry countdown; its texts (`common`) load only when something has failed. */
function BoundaryErrorScreen({
  retryInSeconds,
  ...props
}: Omit<ComponentProps<typeof DeferredErrorScreen>, 'retryLabel'> & { retryInSeconds: number | null }) {
  const { t } = useTranslation();
  const retryLabel =
    retryInSeconds !== null ? t('errorScreen.retryIn', { seconds: retryInSeconds }) : undefined;
  return <DeferredErrorScreen {...props} retryLabel={retryLabel} />;
}
