import { z } from 'zod';

/**
 * The support operators' channel (`realtimeChannel.support`, `support:<projectId>#operators`): its
 * events live apart from the players' (realtime.ts), so that no player's page carries their schemas.
 */
export const supportEventPayloads = {
  /** a player started or stopped typing in their chat */
  chatPlayerTyping: z.object({ playerId: z.string(), typing: z.boolean() }),
  /** a player wrote in their chat; `unread` = the conversation's messages no operator has read */
  chatPlayerMessage: z.object({
    playerId: z.string(),
    id: z.string(),
    text: z.string().max(2000),
    attachment: z.string().nullable(),
    createdAt: z.iso.datetime(),
    unread: z.number().int().min(0),
  }),
} as const;

export type SupportEventType = keyof typeof supportEventPayloads;

/** A typed message for `realtime.publish(realtimeChannel.support(projectId), supportEvent('chatPlayerTyping', {...}))`. */
export function supportEvent<T extends SupportEventType>(type: T, payload: z.input<(typeof supportEventPayloads)[T]>) {
  return { type, payload: supportEventPayloads[type].parse(payload) as z.output<(typeof supportEventPayloads)[T]> };
}
