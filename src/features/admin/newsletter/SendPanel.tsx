/**
 * Sending a saved announcement: "Send a Test to Me", then "Send to N active subscribers" behind a
 * confirmation naming N; then the send's live progress (polled every 2 s while it runs) with pause,
 * resume and cancel. All of it needs the network and says so when the device is offline.
 */
import { useCallback, useEffect, useState } from 'react';
import { controlSend, listSends, listSubscribers, sendProgress, sendTestMail, startSend, type SendProgress } from '@/data/online';
import { useOnline } from '@/data/react';
import { announcementSendProblem } from '@/domain/announcement-rules';
import { NEWSLETTER_DEFAULT_RATE_PER_MINUTE } from '@/domain/constants';
import { useConfirm } from '@/ui/ConfirmDialog';
import { useToast } from '@/ui/Toast';

interface Props {
  announcementId: string;
  subject: string;
  body: string;
  /** The form has changes not saved yet: sending would send something else than what is shown. */
  unsaved: boolean;
}

const POLL_MS = 2000;
const STATUS = { sending: 'Sending', paused: 'Paused', cancelled: 'Cancelled', done: 'Sent' } as const;

export function SendPanel({ announcementId, subject, body, unsaved }: Props) {
  const online = useOnline();
  const { confirm, dialog } = useConfirm();
  const [active, setActive] = useState<number | null>(null);
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { show, toast } = useToast();
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    const [subs, sends] = await Promise.all([listSubscribers(), listSends()]);
    setActive(subs.filter((s) => s.state === 'active').length);
    const latest = sends.find((s) => s.announcement_id === announcementId);
    setProgress(latest ? await sendProgress(latest.id) : null);
  }, [announcementId]);

  useEffect(() => {
    if (online) refresh().catch((e: unknown) => setFailure(`Could not load the send: ${String(e instanceof Error ? e.message : e)}`));
  }, [online, refresh]);

  const running = progress?.status === 'sending' || progress?.status === 'paused';
  useEffect(() => {
    if (!online || !progress || !running) return;
    const id = progress.id;
    const timer = setInterval(() => void sendProgress(id).then(setProgress, () => undefined), POLL_MS);
    return () => clearInterval(timer);
  }, [online, progress, running]);

  if (!online) {
    return (
      <section className="admin-card newsletter-send" aria-label="Sending">
        <p role="status">Sending needs the network: this device is offline. The draft is kept here and syncs when you are back online.</p>
      </section>
    );
  }

  const problem = announcementSendProblem({ subject, body_md: body }) ?? (unsaved ? 'Save the draft before sending it.' : null);

  async function run(action: () => Promise<string>) {
    setBusy(true);
    setFailure(null);
    try {
      show({ text: await action() });
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      await refresh().catch(() => undefined);
    }
  }

  async function sendToAll() {
    if (active === null) return;
    const ok = await confirm({
      title: `Send to ${active} active subscribers?`,
      message: `"${subject.trim()}" goes to ${active} active subscribers now. This cannot be undone; you can pause or cancel while it is sending.`,
      confirmLabel: `Send to ${active}`,
      tone: 'neutral',
    });
    if (!ok) return;
    await run(async () => {
      const s = await startSend({ announcementId, subject, body, expected: active, ratePerMinute: NEWSLETTER_DEFAULT_RATE_PER_MINUTE });
      return `Sending to ${s.total} subscribers.`;
    });
  }

  const counts = progress?.counts ?? {};
  const done = (counts.sent ?? 0) + (counts.failed ?? 0) + (counts.cancelled ?? 0) + (counts.unknown ?? 0);
  return (
    <section className="admin-card newsletter-send" aria-label="Sending">
      {dialog}
      {toast}
      <h2>Send</h2>
      {problem && <p className="newsletter-muted">{problem}</p>}
      <div className="newsletter-send-actions">
        <button type="button" className="btn btn-outline" disabled={busy || !!problem} onClick={() => void run(async () => `Test sent to ${await sendTestMail(subject, body)}.`)}>
          Send a Test to Me
        </button>
        <button type="button" className="btn btn-primary" disabled={busy || !!problem || active === null || active === 0 || running} onClick={() => void sendToAll()}>
          {active === null ? 'Send to Active Subscribers' : `Send to ${active} Active Subscribers`}
        </button>
      </div>
      {failure && <div className="admin-message admin-message-error" role="alert">{failure}</div>}
      {progress && (
        <div className="newsletter-progress-box" data-testid="send-progress">
          <p>
            <strong>{STATUS[progress.status]}</strong>: {counts.sent ?? 0} of {progress.total} sent
            {counts.failed ? `, ${counts.failed} failed` : ''}
            {counts.unknown ? `, ${counts.unknown} unknown` : ''}
            {counts.cancelled ? `, ${counts.cancelled} cancelled` : ''}
          </p>
          <progress className="newsletter-progress" max={Math.max(progress.total, 1)} value={done} aria-label="Send progress" />
          <div className="newsletter-send-actions">
            {progress.status === 'sending' && <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void run(async () => `Send ${await controlSend(progress.id, 'pause')}.`)}>Pause</button>}
            {progress.status === 'paused' && <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void run(async () => `Send ${await controlSend(progress.id, 'resume') === 'sending' ? 'resumed' : 'changed'}.`)}>Resume</button>}
            {running && <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void run(async () => `Send ${await controlSend(progress.id, 'cancel')}.`)}>Cancel Send</button>}
          </div>
        </div>
      )}
    </section>
  );
}
