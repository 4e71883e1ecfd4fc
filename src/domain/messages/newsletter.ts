/** The newsletter's texts outside the landing form: the confirmation and unsubscribe pages, the mails. */

// ---- Confirmation page (GET /newsletter/confirm) ----
export const CONFIRM_DONE_TITLE = "You're subscribed!";
export const CONFIRM_DONE_TEXT = "Thanks for confirming. We'll write when Cheezopedia 2.0 lands — and never more than that.";
/** A confirmation link opened again while its address is subscribed. */
export const CONFIRM_ALREADY_TITLE = 'Already confirmed';
export const CONFIRM_ALREADY_TEXT = "This address is already subscribed: there is nothing more to do. We'll write when Cheezopedia 2.0 lands.";
export const CONFIRM_INVALID_TITLE = 'This link does not work';
export const CONFIRM_INVALID_TEXT =
  'The confirmation link is unknown, no longer valid or more than 7 days old. Subscribe again on the home page to get a new one.';

// ---- Unsubscribe page (GET shows one button; POST unsubscribes) ----
export const UNSUBSCRIBE_TITLE = 'Unsubscribe from the Cheezopedia newsletter?';
export const UNSUBSCRIBE_TEXT = 'Press the button and we will stop writing to this address.';
export const UNSUBSCRIBE_BUTTON = 'Unsubscribe';
export const UNSUBSCRIBED_TITLE = "You're unsubscribed";
export const UNSUBSCRIBED_TEXT = 'We will not write to this address again. You can subscribe again on the home page at any time.';
export const UNSUBSCRIBE_INVALID_TITLE = 'This link does not work';
export const UNSUBSCRIBE_INVALID_TEXT = 'This unsubscribe link is not valid (it may be from an earlier subscription).';
export const NEWSLETTER_PAGE_FAILED = 'Something went wrong on our side. Please try the link again later.';
export const BACK_HOME = 'Back to Cheezopedia';

// ---- Mails ----
export const CONFIRM_MAIL_SUBJECT = 'Confirm your Cheezopedia subscription';
export const WELCOME_MAIL_SUBJECT = 'Welcome to Cheezopedia!';
export const MAIL_UNSUBSCRIBE_LINE = 'Unsubscribe:';
