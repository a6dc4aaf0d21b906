import { useEffect, useMemo } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { createErrorId } from './error-id';
import { reportLater } from './early-errors';
import { ErrorScreen } from './error-screen';

/** The router's top-level error element: a failure outside the page boundary (a chunk that fails to load). */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const errorId = useMemo(() => createErrorId(), []);
  useEffect(() => {
    void reportLater(error, { context: 'react_component_error', errorId, severity: 'high' });
  }, [error, errorId]);
  const details =
    error instanceof Error ? `${error.name}: ${error.message}\n\n${error.stack ?? ''}` : String(error);
  return <ErrorScreen errorId={errorId} details={details} onRetry={() => void navigate(0)} />;
}
