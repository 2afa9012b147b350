/** The built-in support chat's widget (signed-in players, CHAT_BUILTIN=true) and the visitors' contact form. */
import { lazy } from 'react';

/** Loaded when it is shown: only a signed-in player on a casino with the built-in chat needs it. */
export const ChatWidget = lazy(() => import('./ChatWidget').then((m) => ({ default: m.ChatWidget })));
/** A visitor's stand-in for the chat: the offline contact form, behind the same corner button. */
export const ContactWidget = lazy(() => import('./ContactWidget').then((m) => ({ default: m.ContactWidget })));
