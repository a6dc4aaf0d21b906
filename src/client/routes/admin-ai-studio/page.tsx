import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { PageHeader } from '../../components/ui/page-header';
import { useAdminCategories } from '../../features/admin/admin-api';
import { AdminNav } from '../../features/admin/admin-nav';
import { GeneratorForm } from '../../features/ai-studio/generator-form';
import { studioStatus, useStudioStatus } from '../../features/ai-studio/studio-api';
import {
  BuiltinPanel,
  RunProgress,
  RunsTable,
  StatusCard,
  TopUpPanel,
} from '../../features/ai-studio/studio-panels';
import { requireSession } from '../../features/auth/require-session';
import { ApiRequestError } from '../../lib/api';

/** Admins only, and of those only the addresses on the allow-list: anyone else is sent home. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireSession(['admin'])(args);
  try {
    await studioStatus();
  } catch (failure) {
    if (failure instanceof ApiRequestError && (failure.status === 401 || failure.status === 403)) {
      throw redirect('/');
    }
  }
  return user;
}

/** /admin/ai-studio: generate questions with a language model or the built-in data, and keep categories topped up. */
export function Component() {
  const { t } = useTranslation('admin');
  const status = useStudioStatus();
  const categories = useAdminCategories();
  const [runId, setRunId] = useState<string | null>(null);
  const list = categories.data?.categories ?? [];
  return (
    <div data-testid="admin-ai-studio" className="grid grid-cols-1 gap-5">
      <PageHeader title={t('ai.title')} lead={t('ai.lead')} />
      <AdminNav />
      {status.isPending || categories.isPending ? (
        <LoadingIndicator size="lg" className="py-12" />
      ) : status.isError || !status.data ? (
        <p role="alert" className="font-semibold text-red-700">
          {t('errors.loadFailed', { ns: 'common' })}
        </p>
      ) : (
        <>
          <StatusCard status={status.data} />
          {runId && <RunProgress runId={runId} />}
          {status.data.hasModel && <GeneratorForm categories={list} onStarted={setRunId} />}
          <BuiltinPanel categories={list} onStarted={setRunId} />
          <TopUpPanel status={status.data} onStarted={setRunId} />
          <RunsTable onOpen={(run) => setRunId(run.id)} />
        </>
      )}
    </div>
  );
}
