/**
 * The publishing seam every module uses for real-time push.
 * Implementations live in modules/realtime (embedded hub, Redis fan-out, real Centrifugo);
 * the default here records nothing and delivers nothing, for unit tests and API-only apps.
 */
export interface RealtimeMessage<T = unknown> {
  type: string;
  payload: T;
}

export interface RealtimePublisher {
  publish<T>(channel: string, message: RealtimeMessage<T>): Promise<void>;
}

export const nullPublisher: RealtimePublisher = { publish: async () => {} };

/** A publisher that remembers what was published: for tests. */
export function recordingPublisher(): RealtimePublisher & { sent: { channel: string; message: RealtimeMessage }[] } {
  const sent: { channel: string; message: RealtimeMessage }[] = [];
  return {
    sent,
    async publish(channel, message) {
      sent.push({ channel, message: message as RealtimeMessage });
    },
  };
}
