export * from './mailer';
export { devMailboxRoutes } from './mailbox.routes';
