import { describe, expect, it } from 'vitest';
import { appConfigSchema, LOCALES } from '@fortuna/contracts';
import { buildTestApp } from '../../../test/helpers';
import { testSuite } from '../../../test/suite';

describe('GET /api/app/config', () => {
  const t = testSuite(() => buildTestApp({ env: { CHAT_URL: 'https://chat.example.test/widget' } }));

  it('returns the spec shape with the 9 locales', async () => {
    const res = await t.app.inject({ url: '/api/app/config', headers: { 'accept-language': 'de', accept: 'application/json' } });
    expect(res.statusCode).toBe(200);
    const body = appConfigSchema.parse(res.json());
    expect(body.projectConfig.seoEnabledLocales).toEqual([...LOCALES]);
    expect(body.projectConfig.locale).toBe('de');
    expect(body.chatConfig).toEqual({ url: 'https://chat.example.test/widget' });
    expect(body.centrifugoConfig.url).toMatch(/\/connection\/websocket$/);
  });

  it('tells crawlers apart from browsers', async () => {
    const bot = await t.app.inject({
      url: '/api/app/config',
      headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    });
    const human = await t.app.inject({
      url: '/api/app/config',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36' },
    });
    expect(bot.json().projectConfig.isBot).toBe(true);
    expect(human.json().projectConfig.isBot).toBe(false);
  });

  it('omits chatConfig when no chat url is configured', async () => {
    const other = await buildTestApp();
    try {
      const res = await other.app.inject({ url: '/api/app/config' });
      expect(res.json().chatConfig).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('gives the built-in chat url with CHAT_BUILTIN=true, and an external CHAT_URL wins over it', async () => {
    const builtin = await buildTestApp({ env: { CHAT_BUILTIN: 'true' } });
    try {
      expect((await builtin.app.inject({ url: '/api/app/config' })).json().chatConfig).toEqual({ url: '/api/chat' });
    } finally {
      await builtin.close();
    }
    const both = await buildTestApp({ env: { CHAT_BUILTIN: 'true', CHAT_URL: 'https://chat.example.test/widget' } });
    try {
      expect((await both.app.inject({ url: '/api/app/config' })).json().chatConfig).toEqual({ url: 'https://chat.example.test/widget' });
    } finally {
      await both.close();
    }
  });

  it('rejects an over-long query value with the 400 envelope', async () => {
    const res = await t.app.inject({ url: `/api/app/config?requestUniqId=${'x'.repeat(500)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, errors: { requestUniqId: expect.any(Array) } });
  });
});
