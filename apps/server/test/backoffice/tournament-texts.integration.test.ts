import { describe, expect, it } from 'vitest';
import { makePlayer } from '../factories';
import { asPlayer } from '../test-sessions';
import { tournamentInput } from '../tournaments.test-support';
import { adminSuite, suiteOperator } from './support';

/** A tournament's title and rules in the 9 languages, as a marketing operator writes them in the back office. */
describe('back-office tournament texts per language', () => {
  const t = adminSuite();
  const marketing = suiteOperator(t, 'marketing');

  /** what a signed-in player whose site language is `locale` gets from the player API */
  const asSeenIn = async (id: number, playerId: string, locale: string) => {
    const headers = { ...asPlayer(playerId), 'accept-language': locale };
    const detail = await t.app.inject({ url: `/api/tournament/${id}`, headers });
    expect(detail.statusCode, detail.body).toBe(200);
    const list = await t.app.inject({ url: '/api/tournament-list?status=future', headers });
    const listed = list.json().tournaments.find((x: { id: number }) => x.id === id);
    return { title: detail.json().title as string, rules: detail.json().rules as string, listedTitle: listed?.title as string };
  };

  it('a German title saved by an operator is what a German player gets; an empty language shows English', async () => {
    const player = await makePlayer(t);
    // every language's field is sent, as the form does; the ones left empty (or blank) are dropped
    const texts = (de: string) => ({ en: 'Autumn cup', de, es: '', fi: '  ', fr: '', no: '', pt: '', pl: '', ro: '' });
    const input = tournamentInput(t, {
      title: texts('Herbstpokal'),
      rules: { en: 'Win the most.', de: 'Wer am meisten gewinnt, gewinnt.', fr: '' },
    });
    const created = await marketing.client.req('POST', '/api/operator/tournaments', input);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;

    expect(await asSeenIn(id, player.id, 'de')).toEqual({
      title: 'Herbstpokal',
      rules: 'Wer am meisten gewinnt, gewinnt.',
      listedTitle: 'Herbstpokal',
    });
    // French, Finnish: left empty, so English
    expect(await asSeenIn(id, player.id, 'fr')).toEqual({ title: 'Autumn cup', rules: 'Win the most.', listedTitle: 'Autumn cup' });
    expect((await asSeenIn(id, player.id, 'fi')).title).toBe('Autumn cup');
    // stored without the empty languages; the back office's list gives them back as written
    const listed = (await marketing.client.req('GET', '/api/operator/tournaments')).json();
    const mine = listed.find((x: { id: number }) => x.id === id);
    expect(mine.input.title).toEqual({ en: 'Autumn cup', de: 'Herbstpokal' });

    // the operator clears the German title: German players now see English
    const edited = await marketing.client.req('PUT', `/api/operator/tournaments/${id}`, {
      ...input,
      title: texts(''),
      rules: { en: 'Win the most.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await asSeenIn(id, player.id, 'de')).toEqual({ title: 'Autumn cup', rules: 'Win the most.', listedTitle: 'Autumn cup' });
    await marketing.client.req('POST', `/api/operator/tournaments/${id}/cancel`);
  });

  it('validates the texts as campaigns do: English title required, known languages, bounded length (400, nothing stored)', async () => {
    const before = (await marketing.client.req('GET', '/api/operator/tournaments')).json().length;
    for (const [title, rules] of [
      [{ en: '   ', de: 'Herbstpokal' }, {}],
      [{ de: 'Herbstpokal' }, {}],
      [{ en: 'Autumn cup', xx: 'Cup' }, {}],
      [{ en: 'x'.repeat(121) }, {}],
      [{ en: 'Autumn cup' }, { de: 'x'.repeat(4001) }],
      [{ en: 'Autumn cup', de: 7 }, {}],
    ]) {
      const res = await marketing.client.req('POST', '/api/operator/tournaments', tournamentInput(t, { title, rules } as never));
      expect(res.statusCode, JSON.stringify(title)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400 });
    }
    expect((await marketing.client.req('GET', '/api/operator/tournaments')).json().length).toBe(before);
  });
});
