/** The landing page's texts: its modal, the update list, newsletter and contact. */

// ---- Landing page ----
export const CHEESE_MODAL_PROMPT = 'Want to see pairings and add to your Cheesebox?';
export const UPDATE_FEATURES = [
  'Expanded Cheese Library',
  'Advanced Pairing Engine',
  'Smart Tracking',
  'Community Features',
] as const;

// ---- Newsletter ----
export const NEWSLETTER_SUBSCRIBING = 'Subscribing...';
export const NEWSLETTER_SUCCESS = 'Thanks! Check your email for confirmation.';
export const NEWSLETTER_DUPLICATE = 'This email is already subscribed!';
export const NEWSLETTER_FAILED = 'Failed to subscribe. Please try again.';
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again later.';

// ---- Contact ----
export const CONTACT_SENDING = 'Sending...';
export const CONTACT_SUCCESS = 'Message sent! Check your email for confirmation.';
export const CONTACT_FAILED = 'Failed to send message. Please try again.';

// ---- Form checks before sending (not in the spec: the browser's own bubbles are replaced) ----
export const NAME_REQUIRED = 'Please enter your name';
export const EMAIL_REQUIRED = 'Please enter your email address';
export const MESSAGE_REQUIRED = 'Please enter a message';
/** A form sent while the device has no connection (nothing was sent; what was typed stays). */
export const FORM_OFFLINE = "You're offline: this device has no internet connection. Nothing was sent; please try again when you're back online.";
