/** The built-in support chat's widget (signed-in players, CHAT_BUILTIN=true). */
export { ChatWidget } from './ChatWidget';
