export { default } from '../features/message-mails/pages/turn-off-message-mails-page';
