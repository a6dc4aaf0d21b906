import { type FormEvent, useState } from 'react';
import { type ContactMessage, contactReplyInputSchema } from '../../../shared/contracts/admin-ops';
import { CONTACT_STATUSES, type ContactStatus } from '../../../shared/contracts/contact';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { TextAreaField } from '../../components/ui/text-field';
import { notify } from '../../lib/toast';
import { Pager } from '../admin/table-parts';
import { useContactActions, useContactMessages } from './ops-api';
import { Badge, LoadFailed, type Tone, useErrorText, useOpsFormats, useOpsTranslation } from './ops-parts';
import { newClientId } from '../game/game-storage';

const PAGE_SIZE = 20;
const STATUS_TONE: Record<ContactStatus, Tone> = { pending: 'warn', replied: 'good', resolved: 'neutral' };

function ReplyForm({ message }: { message: ContactMessage }) {
  const { t } = useOpsTranslation();
  const errorText = useErrorText();
  const { reply } = useContactActions();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One id per reply being written: pressing send twice (or a retried request) mails once.
  const [clientId, setClientId] = useState(newClientId);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactReplyInputSchema.safeParse({ clientId, body });
    if (!parsed.success) {
      setError(
        errorText(parsed.error.issues.find((i) => i.path[0] === 'body')?.message ?? 'validation.required'),
      );
      return;
    }
    setError(null);
    try {
      const saved = await reply.mutateAsync({ id: message.id, input: parsed.data });
      const last = saved.replies.at(-1);
      if (last?.status === 'sent') {
        setBody('');
        setClientId(newClientId());
        void notify('success', t('contact.replySent'));
      } else {
        setClientId(newClientId());
        void notify('error', t('mailFailed'));
      }
    } catch {
      void notify('error', t('mailFailed'));
    }
  };
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-2">
      <TextAreaField
        label={t('contact.reply')}
        rows={3}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={error ?? undefined}
        dir="auto"
      />
      <p className="text-sm text-ink-600 dark:text-ink-400">
        {t('contact.replyLanguage', { language: t(`contact.languages.${message.language}`) })}
      </p>
      <div>
        <Button type="submit" disabled={reply.isPending}>
          {t('contact.send')}
        </Button>
      </div>
    </form>
  );
}

function MessageCard({ message }: { message: ContactMessage }) {
  const { t } = useOpsTranslation();
  const { date } = useOpsFormats();
  const { status } = useContactActions();
  return (
    <Card data-testid="contact-message" data-email={message.email} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-extrabold">{message.subject}</h2>
        <Badge tone={STATUS_TONE[message.status]} testId="contact-status">
          {t(`contact.statuses.${message.status}`)}
        </Badge>
      </div>
      {/* Separate boxes, so a Latin name, the address and an Arabic date never run into each other. */}
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        <strong dir="auto">{message.name}</strong>
        <span dir="ltr">{message.email}</span>
        <time dateTime={message.createdAt}>{date.format(new Date(message.createdAt))}</time>
      </p>
      <p className="whitespace-pre-wrap rounded-xl bg-ink-50 p-3 dark:bg-ink-800" dir="auto">
        {message.message}
      </p>
      {message.replies.length > 0 && (
        <ul className="grid gap-2">
          {message.replies.map((reply) => (
            <li
              key={reply.id}
              className="rounded-xl border border-ink-200 p-3 text-sm dark:border-ink-700"
              data-testid="contact-reply"
              data-status={reply.status}
            >
              <p className="mb-1 flex flex-wrap gap-2">
                <Badge tone={reply.status === 'sent' ? 'good' : 'bad'}>
                  {t(`contact.replyStatuses.${reply.status}`)}
                </Badge>
                <span dir="ltr">{reply.adminEmail}</span>
                <span>{date.format(new Date(reply.createdAt))}</span>
              </p>
              <p className="whitespace-pre-wrap" dir="auto">
                {reply.body}
              </p>
              {reply.error && (
                <p className="mt-1 font-semibold text-red-700 dark:text-red-300">
                  {t('contact.replyError', { error: reply.error })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {message.status !== 'resolved' && <ReplyForm message={message} />}
      <div className="flex flex-wrap gap-2">
        {CONTACT_STATUSES.filter((s) => s !== message.status).map((next) => (
          <Button
            key={next}
            variant="ghost"
            disabled={status.isPending}
            onClick={() =>
              void status
                .mutateAsync({ id: message.id, status: next })
                .catch(() => notify('error', t('admin:errors.saveFailed')))
            }
          >
            {t(`contact.markAs.${next}`)}
          </Button>
        ))}
      </div>
    </Card>
  );
}

/** /admin/contact: the inbox by status, each message with its replies and a reply form. */
export function ContactPanel() {
  const { t } = useOpsTranslation();
  const { number } = useOpsFormats();
  const [status, setStatus] = useState<ContactStatus | undefined>('pending');
  const [page, setPage] = useState(1);
  const messages = useContactMessages({ status, page, pageSize: PAGE_SIZE });
  const counts = messages.data?.counts;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('contact.filter')}>
        {[undefined, ...CONTACT_STATUSES].map((option) => (
          <Button
            key={option ?? 'all'}
            variant={status === option ? 'primary' : 'ghost'}
            aria-pressed={status === option}
            onClick={() => {
              setStatus(option);
              setPage(1);
            }}
          >
            {option ? t(`contact.statuses.${option}`) : t('contact.all')}
            {option && counts ? ` (${number.format(counts[option])})` : ''}
          </Button>
        ))}
      </div>
      {messages.isPending && <LoadingIndicator size="lg" className="py-12" />}
      {messages.isError && (
        <LoadFailed message={t('contact.loadFailed')} onRetry={() => void messages.refetch()} />
      )}
      {messages.data && (
        <>
          {messages.data.items.length === 0 && <p>{t('contact.empty')}</p>}
          {messages.data.items.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
          <Pager page={page} pageSize={PAGE_SIZE} total={messages.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
