/** The built-in support chat's widget (signed-in players, CHAT_BUILTIN=true). */
import { lazy } from 'react';

/** Loaded when it is shown: only a signed-in player on a casino with the built-in chat needs it. */
export const ChatWidget = lazy(() => import('./ChatWidget').then((m) => ({ default: m.ChatWidget })));
