import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_BODY_REQUIRED,
  ANNOUNCEMENT_BODY_TOO_LONG,
  ANNOUNCEMENT_SUBJECT_LINE_BREAK,
  ANNOUNCEMENT_SUBJECT_REQUIRED,
  ANNOUNCEMENT_SUBJECT_TOO_LONG,
  announcementProblem,
  announcementSendProblem,
} from './announcement-rules';

describe('announcement drafts', () => {
  it('may be empty while written, never hold a line break in the subject nor be too long', () => {
    expect(announcementProblem({ subject: '', body_md: '' })).toBeNull();
    expect(announcementProblem({ subject: 'Hi\r\nBcc: x@y.z', body_md: '' })).toBe(ANNOUNCEMENT_SUBJECT_LINE_BREAK);
    expect(announcementProblem({ subject: 'Hi\nthere', body_md: '' })).toBe(ANNOUNCEMENT_SUBJECT_LINE_BREAK);
    expect(announcementProblem({ subject: 'x'.repeat(201), body_md: '' })).toBe(ANNOUNCEMENT_SUBJECT_TOO_LONG);
    expect(announcementProblem({ subject: 'x'.repeat(200), body_md: 'y'.repeat(100_001) })).toBe(ANNOUNCEMENT_BODY_TOO_LONG);
  });

  it('need a subject and a body to be sent', () => {
    expect(announcementSendProblem({ subject: '  ', body_md: 'Body' })).toBe(ANNOUNCEMENT_SUBJECT_REQUIRED);
    expect(announcementSendProblem({ subject: 'Subject', body_md: '\n' })).toBe(ANNOUNCEMENT_BODY_REQUIRED);
    expect(announcementSendProblem({ subject: 'Subject', body_md: 'Body' })).toBeNull();
  });
});
