// Deliberately simple: something@something.something, no spaces. The API has the last word; this only catches
// typing slips before a form is sent.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
