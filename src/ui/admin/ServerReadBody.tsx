/** The body of a back-office card that reads from the server: needs-network, failure, loading and empty lines, else its rows. */
import type { ReactNode } from 'react';
import { HISTORY_NEEDS_NETWORK } from '@/domain/messages';
import { serverReadView, type ServerRead } from './server-read';

export function ServerReadBody(props: {
  read: ServerRead;
  online?: boolean;
  empty: boolean;
  /** Said before the failure's own message. */
  failedLabel: string;
  emptyText: string;
  children: ReactNode;
}) {
  const view = serverReadView(props.read, props.online ?? true, props.empty);
  switch (view.kind) {
    case 'offline':
      return <p role="status">{HISTORY_NEEDS_NETWORK}</p>;
    case 'failed':
      return <p className="admin-message admin-message-error" role="alert">{props.failedLabel}: {view.message}</p>;
    case 'loading':
      return <p className="muted" role="status">Loading...</p>;
    case 'empty':
      return <p className="muted">{props.emptyText}</p>;
    case 'rows':
      return <>{props.children}</>;
  }
}
