export * from './mailer';
export {
  createMailboxGate,
  devMailboxRoutes,
  MAILBOX_COOKIE,
  MAILBOX_KEY_HEADER,
  MAILBOX_PAGE,
  registerMailboxPageKey,
  type MailboxGate,
} from './mailbox.routes';
