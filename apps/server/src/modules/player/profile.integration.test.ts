import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.tables';
import { asPlayer } from '../../../test/test-sessions';
import { players } from './player.tables';
import { playerSuite } from '../../../test/suite';

// FakeClock starts at 2026-01-01T12:00:00Z
/** Romanian personal numbers with correct check digits */
const cnp = {
  female: '2900517123455', // 1990-05-17, Cluj
  male: '1900517123453',
  foreigner: '9001010123454', // 2000-10-10, no sex encoded
  giurgiu2000: '5000101520011',
  badDate: '1900230123454', // 30 February
  future: '5900517400016', // 2090
  badCounty: '1900517991238',
};
const valid = {
  name: 'Anna',
  surname: 'Smith',
  birthDate: '1990-05-17',
  gender: 'female',
  nationality: 'British',
  country: 'GB',
  countryOfBirth: 'IE',
  phoneCode: '+44',
  phone: '7700900123',
  address: '1 High Street',
  city: 'London',
  zip: 'SW1A 1AA',
  cpf: '',
  personalCode: '',
};

describe('PUT /api/player/profile', () => {
  let n = 0;
  const t = playerSuite();

  async function newPlayer(patch: Partial<typeof players.$inferInsert> = {}) {
    n++;
    const now = t.clock.now();
    const [row] = await t.database.db
      .insert(players)
      .values({
        login: `prof${n}`,
        email: `prof${n}@fortuna.test`,
        passwordHash: 'x',
        currency: 'EUR',
        language: 'en',
        country: 'FR',
        birthDate: '1990-05-17',
        registeredAt: now,
        updatedAt: now,
        ...patch,
      })
      .returning();
    return row.id;
  }
  const put = (id: string, body: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/player/profile', headers: asPlayer(id), payload: body as object });
  const info = async (id: string) => (await t.app.inject({ url: '/api/player/info', headers: asPlayer(id) })).json();
  const errorsOf = async (body: Record<string, unknown>) => {
    const id = await newPlayer({ birthDate: null });
    const res = await put(id, { ...valid, ...body });
    expect(res.statusCode, res.body).toBe(400);
    const stored = (await t.database.db.select().from(players).where(eq(players.id, id)))[0];
    expect(stored.name).toBeNull(); // nothing changed
    return res.json().errors as Record<string, string[]>;
  };

  it('needs a signed-in player', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/player/profile', payload: valid })).statusCode).toBe(401);
  });

  it('completes the profile: profileComplete turns true, fields come back, an audit event is written', async () => {
    const id = await newPlayer();
    expect((await info(id)).profileComplete).toBe(false);
    const res = await put(id, valid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Anna',
      surname: 'Smith',
      country: 'GB',
      phoneCode: '+44',
      phone: '7700900123',
      city: 'London',
      zip: 'SW1A 1AA',
      gender: 'female',
      countryOfBirth: 'IE',
      cpf: null,
      locked: ['name', 'surname', 'birthDate'],
    });
    expect((await info(id)).profileComplete).toBe(true);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.playerId, id), eq(auditLog.event, 'player.profileUpdated')));
    expect(audit).toHaveLength(1);
    expect(audit[0].details).toMatchObject({ fields: expect.arrayContaining(['name', 'phone', 'country']) });
    expect(JSON.stringify(audit[0].details)).not.toContain('7700900123');
  });

  it('name and surname: 2–32 Latin letters', async () => {
    expect((await errorsOf({ name: 'A' })).name).toEqual(['errors.nameLatin']);
    expect((await errorsOf({ surname: 'Müller' })).surname).toEqual(['errors.nameLatin']);
    expect((await errorsOf({ name: 'A'.repeat(33) })).name).toEqual(['errors.nameLatin']);
    expect((await errorsOf({ name: '' })).name).toContain('errors.required');
  });

  it('nationality: 2–32 Latin or Cyrillic letters, optional', async () => {
    expect((await errorsOf({ nationality: 'X' })).nationality).toEqual(['errors.nationalityInvalid']);
    expect((await errorsOf({ nationality: 'Brit1sh' })).nationality).toEqual(['errors.nationalityInvalid']);
    expect((await put(await newPlayer(), { ...valid, nationality: 'Русский' })).statusCode).toBe(200);
    expect((await put(await newPlayer(), { ...valid, nationality: '' })).statusCode).toBe(200);
  });

  it('phone: 5–15 digits and a known phone code', async () => {
    expect((await errorsOf({ phone: '1234' })).phone).toEqual(['errors.phoneInvalid']);
    expect((await errorsOf({ phone: '1'.repeat(16) })).phone).toEqual(['errors.phoneInvalid']);
    expect((await errorsOf({ phone: '12-345' })).phone).toEqual(['errors.phoneInvalid']);
    expect((await errorsOf({ phoneCode: '' })).phoneCode).toEqual(['errors.phoneCodeRequired']);
    expect((await errorsOf({ phoneCode: '+999' })).phoneCode).toEqual(['errors.phoneCodeRequired']);
  });

  it('address max 64, city 1–64, zip 3–17', async () => {
    expect((await errorsOf({ address: 'a'.repeat(65) })).address).toEqual(['errors.addressTooLong']);
    expect((await errorsOf({ city: 'c'.repeat(65) })).city).toEqual(['errors.cityInvalid']);
    expect((await errorsOf({ zip: '12' })).zip).toEqual(['errors.zipInvalid']);
    expect((await errorsOf({ zip: '1'.repeat(18) })).zip).toEqual(['errors.zipInvalid']);
  });

  it('country and country of birth from the ISO list', async () => {
    expect((await errorsOf({ country: 'XX' })).country).toEqual(['errors.countryInvalid']);
    expect((await errorsOf({ countryOfBirth: 'ZZ' })).countryOfBirth).toEqual(['errors.countryInvalid']);
    expect((await put(await newPlayer(), { ...valid, country: 'de' })).json().country).toBe('DE');
  });

  it('gender: male or female, optional', async () => {
    expect((await errorsOf({ gender: 'other' })).gender).toEqual(['errors.genderInvalid']);
  });

  it('CPF: 5–20 digits, dots, hyphens, only (and required) for Brazil', async () => {
    const br = { country: 'BR', phoneCode: '+55' };
    expect((await errorsOf({ ...br, cpf: '' })).cpf).toEqual(['errors.required']);
    expect((await errorsOf({ ...br, cpf: '123a5678' })).cpf).toEqual(['errors.cpfInvalid']);
    expect((await errorsOf({ ...br, cpf: '1234' })).cpf).toEqual(['errors.cpfInvalid']);
    expect((await errorsOf({ cpf: '123.456.789-09' })).cpf).toEqual(['errors.cpfOnlyBrazil']);
    expect((await put(await newPlayer(), { ...valid, ...br, cpf: '123.456.789-09' })).json().cpf).toBe('123.456.789-09');
  });

  it('personal number code: 13 digits, only (and required) for Romania', async () => {
    const ro = { country: 'RO', phoneCode: '+40' };
    expect((await errorsOf({ ...ro, personalCode: '' })).personalCode).toEqual(['errors.required']);
    expect((await errorsOf({ ...ro, personalCode: '123456789012' })).personalCode).toEqual(['errors.personalCodeInvalid']);
    expect((await errorsOf({ personalCode: '1900517123456' })).personalCode).toEqual(['errors.personalCodeOnlyRomania']);
    // a genuine CNP of a woman born on 1990-05-17 (the form's birth date)
    expect((await put(await newPlayer(), { ...valid, ...ro, personalCode: cnp.female })).json().personalCode).toBe(cnp.female);
  });

  it('Romanian personal number: a genuine CNP that agrees with the birth date and sex', async () => {
    const ro = { country: 'RO', phoneCode: '+40' };
    expect((await errorsOf({ ...ro, personalCode: '2900517123456' })).personalCode).toEqual(['errors.cnpInvalid']); // checksum
    expect((await errorsOf({ ...ro, personalCode: cnp.badDate })).personalCode).toEqual(['errors.cnpDate']);
    expect((await errorsOf({ ...ro, personalCode: cnp.badCounty })).personalCode).toEqual(['errors.cnpCounty']);
    expect((await errorsOf({ ...ro, personalCode: cnp.female, birthDate: '1990-05-18' })).birthDate).toEqual([
      'errors.cnpBirthDateMismatch',
    ]);
    expect((await errorsOf({ ...ro, personalCode: cnp.male })).gender).toEqual(['errors.cnpGenderMismatch']);
    // a foreigner's code (9) carries no sex: any gender, or none, goes
    const foreigner = await put(await newPlayer({ birthDate: null }), {
      ...valid,
      ...ro,
      birthDate: '2000-10-10',
      personalCode: cnp.foreigner,
    });
    expect(foreigner.statusCode, foreigner.body).toBe(200);
    // the birth date already on file (locked) must agree too
    const locked = await newPlayer({ birthDate: '1991-01-01' });
    const res = await put(locked, { ...valid, ...ro, birthDate: '1991-01-01', personalCode: cnp.female });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ birthDate: ['errors.cnpBirthDateMismatch'] });
  });

  it('GET /api/profile/parse-cnp/{cnp}: birth date, sex and county from a valid code; 400 with the reason otherwise', async () => {
    const id = await newPlayer();
    const parse = (code: string) => t.app.inject({ url: `/api/profile/parse-cnp/${encodeURIComponent(code)}`, headers: asPlayer(id) });
    expect((await t.app.inject({ url: `/api/profile/parse-cnp/${cnp.female}` })).statusCode).toBe(401);
    const ok = await parse(cnp.female);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ birthDate: '1990-05-17', sex: 'female', county: 'Cluj', countyCode: '12', foreigner: false });
    expect((await parse(cnp.male)).json()).toMatchObject({ birthDate: '1990-05-17', sex: 'male' });
    expect((await parse(cnp.giurgiu2000)).json()).toMatchObject({ birthDate: '2000-01-01', sex: 'male', county: 'Giurgiu' });
    expect((await parse(cnp.foreigner)).json()).toMatchObject({ birthDate: '2000-10-10', sex: null, foreigner: true });
    for (const [code, key] of [
      ['123', 'errors.personalCodeInvalid'],
      ['19005171234531', 'errors.personalCodeInvalid'],
      ['2900517123456', 'errors.cnpInvalid'],
      [cnp.badDate, 'errors.cnpDate'],
      [cnp.future, 'errors.cnpDate'],
      [cnp.badCounty, 'errors.cnpCounty'],
      ["1900517'OR'1", 'errors.personalCodeInvalid'],
    ]) {
      const res = await parse(code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json(), code).toMatchObject({ code: 400, errors: { cnp: [key] } });
    }
    expect((await parse('1'.repeat(40))).statusCode).toBe(400);
  });

  it('birth date: a real YYYY-MM-DD date, 18 or older (19 in Korea) on the server clock', async () => {
    expect((await errorsOf({ birthDate: '17/05/1990' })).birthDate).toContain('errors.dateInvalid');
    expect((await errorsOf({ birthDate: '1990-02-30' })).birthDate).toEqual(['errors.dateInvalid']);
    expect((await errorsOf({ birthDate: '2008-01-02' })).birthDate).toEqual(['errors.tooYoung18']);
    expect((await put(await newPlayer({ birthDate: null }), { ...valid, birthDate: '2008-01-01' })).statusCode).toBe(200);
    expect((await errorsOf({ birthDate: '2007-06-01', country: 'KR', phoneCode: '+82' })).birthDate).toEqual(['errors.tooYoung19']);
  });

  it('name, surname and birth date are locked once set; other fields stay editable', async () => {
    const id = await newPlayer();
    expect((await put(id, valid)).statusCode).toBe(200);
    const renamed = await put(id, { ...valid, name: 'Maria', birthDate: '1985-01-01' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toMatch(/can no longer be changed/);
    expect(renamed.json().errors).toEqual({ name: ['errors.profileFieldLocked'], birthDate: ['errors.profileFieldLocked'] });
    const stored = (await t.database.db.select().from(players).where(eq(players.id, id)))[0];
    expect(stored).toMatchObject({ name: 'Anna', birthDate: '1990-05-17' });
    const moved = await put(id, { ...valid, name: 'anna', city: 'Leeds', address: '', zip: 'LS1 1AA' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ name: 'Anna', city: 'Leeds', address: null, zip: 'LS1 1AA' });
  });

  it('the birth date from sign-up is locked from the start', async () => {
    const id = await newPlayer({ birthDate: '1980-03-03' });
    expect((await t.app.inject({ url: '/api/profile/info', headers: asPlayer(id) })).json().locked).toEqual(['birthDate']);
    expect((await put(id, valid)).json().errors).toEqual({ birthDate: ['errors.profileFieldLocked'] });
    expect((await put(id, { ...valid, birthDate: '1980-03-03' })).statusCode).toBe(200);
  });

  it('a new phone number resets phoneConfirmed; an unchanged one keeps it', async () => {
    const id = await newPlayer();
    await put(id, valid);
    await t.database.db.update(players).set({ phoneConfirmed: true }).where(eq(players.id, id));
    expect((await put(id, { ...valid, city: 'York' })).json().phoneConfirmed).toBe(true);
    expect((await put(id, { ...valid, phone: '7700900999' })).json().phoneConfirmed).toBe(false);
    await t.database.db.update(players).set({ phoneConfirmed: true }).where(eq(players.id, id));
    expect((await put(id, { ...valid, phone: '7700900999', phoneCode: '+353' })).json().phoneConfirmed).toBe(false);
  });

  it('reference calls: countries, nationalities, phone codes', async () => {
    const countries = (await t.app.inject({ url: '/api/countries' })).json();
    expect(countries.length).toBeGreaterThan(50);
    expect(countries).toContainEqual({ code: 'GB', name: 'United Kingdom', dial: '+44' });
    expect((await t.app.inject({ url: '/api/nationalities' })).json()).toEqual(countries);
    const codes = (await t.app.inject({ url: '/api/phone/codes' })).json();
    expect(codes).toContain('+44');
    expect(new Set(codes).size).toBe(codes.length);
  });
});
