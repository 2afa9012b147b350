import { describe, expect, it } from 'vitest';
import { websocketEndpoint } from './websocket-url';

describe('websocketEndpoint', () => {
  it('puts the embedded hub on the page origin: any port, and behind a TLS proxy', () => {
    expect(websocketEndpoint('/connection/websocket', 'http://localhost:3917/de/games')).toBe('ws://localhost:3917/connection/websocket');
    expect(websocketEndpoint('/connection/websocket', 'https://casino.example/')).toBe('wss://casino.example/connection/websocket');
  });

  it('keeps an absolute endpoint (a real Centrifugo) as given', () => {
    expect(websocketEndpoint('wss://rt.example.com/connection/websocket', 'http://localhost:3000/')).toBe(
      'wss://rt.example.com/connection/websocket',
    );
    expect(websocketEndpoint('https://rt.example.com/connection/websocket', 'http://localhost:3000/')).toBe(
      'wss://rt.example.com/connection/websocket',
    );
  });
});
