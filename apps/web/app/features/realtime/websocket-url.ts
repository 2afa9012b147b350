/**
 * The WebSocket endpoint the `centrifuge` client connects to. The embedded hub's url is a path
 * (`/connection/websocket`), resolved here against the page's own origin, so real time works on any
 * port and behind a proxy; an absolute url (a real Centrifugo) is used as given. http(s) becomes ws(s).
 */
export function websocketEndpoint(url: string, pageUrl: string): string {
  const resolved = new URL(url, pageUrl);
  if (resolved.protocol === 'http:') resolved.protocol = 'ws:';
  else if (resolved.protocol === 'https:') resolved.protocol = 'wss:';
  return resolved.href;
}
