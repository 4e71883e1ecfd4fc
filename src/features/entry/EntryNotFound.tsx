/** 'Entry Not Found' state of /{slug} (unknown slug or load error), or offline without the entry on the device. */
import {
  BACK_TO_HOME,
  ENTRY_NOT_FOUND_TEXT,
  ENTRY_NOT_FOUND_TITLE,
  ENTRY_NOT_ON_DEVICE_TEXT,
  ENTRY_NOT_ON_DEVICE_TITLE,
} from '@/domain/messages/site';
import { NotFoundState } from '@/ui/NotFoundState';

export function EntryNotFound({ offline = false }: { offline?: boolean }) {
  return (
    <NotFoundState
      className={`container entry-notfound${offline ? ' entry-offline' : ''}`}
      role={offline ? 'status' : undefined}
      title={offline ? ENTRY_NOT_ON_DEVICE_TITLE : ENTRY_NOT_FOUND_TITLE}
      text={offline ? ENTRY_NOT_ON_DEVICE_TEXT : ENTRY_NOT_FOUND_TEXT}
      // The same ways on as the site's not-found page.
      back={{ to: '/', label: BACK_TO_HOME }}
      more={[{ to: '/discover', label: 'Discover' }]}
    />
  );
}
