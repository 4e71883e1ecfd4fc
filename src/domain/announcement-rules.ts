/**
 * What an announcement draft must be (checked on the device before a change is queued; the table's
 * constraints say the same): a one-line subject of at most 200 characters — it becomes a mail header,
 * so a line break could smuggle in another header — and a markdown body of at most 100,000. A draft
 * may be empty while it is being written; sending needs both (announcementSendProblem).
 */
export const ANNOUNCEMENT_SUBJECT_MAX = 200;
export const ANNOUNCEMENT_BODY_MAX = 100_000;

export const ANNOUNCEMENT_SUBJECT_LINE_BREAK = 'The subject must be one line.';
export const ANNOUNCEMENT_SUBJECT_TOO_LONG = `The subject can have at most ${ANNOUNCEMENT_SUBJECT_MAX} characters.`;
export const ANNOUNCEMENT_BODY_TOO_LONG = `The message can have at most ${ANNOUNCEMENT_BODY_MAX.toLocaleString('en')} characters.`;
export const ANNOUNCEMENT_SUBJECT_REQUIRED = 'Write a subject before sending.';
export const ANNOUNCEMENT_BODY_REQUIRED = 'Write the message before sending.';

export interface AnnouncementFields {
  subject: string;
  body_md: string;
}

/** A stored draft's problem, or null. */
export function announcementProblem(row: AnnouncementFields): string | null {
  if (/[\r\n]/.test(row.subject)) return ANNOUNCEMENT_SUBJECT_LINE_BREAK;
  if (row.subject.length > ANNOUNCEMENT_SUBJECT_MAX) return ANNOUNCEMENT_SUBJECT_TOO_LONG;
  if (row.body_md.length > ANNOUNCEMENT_BODY_MAX) return ANNOUNCEMENT_BODY_TOO_LONG;
  return null;
}

/** Why this draft cannot be sent yet, or null. */
export function announcementSendProblem(row: AnnouncementFields): string | null {
  const problem = announcementProblem(row);
  if (problem) return problem;
  if (row.subject.trim() === '') return ANNOUNCEMENT_SUBJECT_REQUIRED;
  if (row.body_md.trim() === '') return ANNOUNCEMENT_BODY_REQUIRED;
  return null;
}
