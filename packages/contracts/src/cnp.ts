import { z } from 'zod';

/**
 * The Romanian personal number (CNP): 13 digits S YY MM DD JJ NNN C.
 * - S: sex and century (1/2 born 1900–1999, 3/4 1800–1899, 5/6 2000–2099, odd = male; 7/8 resident
 *   foreigners and 9 foreigners, whose century is not encoded: taken as the latest that is not in
 *   the future);
 * - YYMMDD: the birth date, which must exist;
 * - JJ: the county of registration (01–46, 51, 52; 47 and 48 were Bucharest sectors 7 and 8);
 * - NNN: a serial number from 001;
 * - C: a check digit, the weighted sum of the first 12 digits by 279146358279 modulo 11 (10 gives 1).
 */
export const CNP_WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9] as const;

export const CNP_COUNTIES: Record<string, string> = {
  '01': 'Alba',
  '02': 'Arad',
  '03': 'Argeș',
  '04': 'Bacău',
  '05': 'Bihor',
  '06': 'Bistrița-Năsăud',
  '07': 'Botoșani',
  '08': 'Brașov',
  '09': 'Brăila',
  '10': 'Buzău',
  '11': 'Caraș-Severin',
  '12': 'Cluj',
  '13': 'Constanța',
  '14': 'Covasna',
  '15': 'Dâmbovița',
  '16': 'Dolj',
  '17': 'Galați',
  '18': 'Gorj',
  '19': 'Harghita',
  '20': 'Hunedoara',
  '21': 'Ialomița',
  '22': 'Iași',
  '23': 'Ilfov',
  '24': 'Maramureș',
  '25': 'Mehedinți',
  '26': 'Mureș',
  '27': 'Neamț',
  '28': 'Olt',
  '29': 'Prahova',
  '30': 'Satu Mare',
  '31': 'Sălaj',
  '32': 'Sibiu',
  '33': 'Suceava',
  '34': 'Teleorman',
  '35': 'Timiș',
  '36': 'Tulcea',
  '37': 'Vaslui',
  '38': 'Vâlcea',
  '39': 'Vrancea',
  '40': 'București',
  '41': 'București Sector 1',
  '42': 'București Sector 2',
  '43': 'București Sector 3',
  '44': 'București Sector 4',
  '45': 'București Sector 5',
  '46': 'București Sector 6',
  '47': 'București Sector 7',
  '48': 'București Sector 8',
  '51': 'Călărași',
  '52': 'Giurgiu',
};

export const CNP_ERRORS = ['format', 'checksum', 'date', 'county', 'serial', 'sex'] as const;
export type CnpError = (typeof CNP_ERRORS)[number];

export const parsedCnpSchema = z.object({
  birthDate: z.string(),
  sex: z.enum(['male', 'female']).nullable(),
  county: z.string(),
  countyCode: z.string(),
  foreigner: z.boolean(),
});
export type ParsedCnp = z.infer<typeof parsedCnpSchema>;
export type CnpResult = ({ valid: true } & ParsedCnp) | { valid: false; error: CnpError };

export const cnpParamsSchema = z.object({ cnp: z.string().max(32) });

/** The message key a profile form shows for each refusal (the API sends it in `errors.cnp`). */
export const CNP_ERROR_MESSAGES: Record<CnpError, string> = {
  format: 'errors.personalCodeInvalid',
  checksum: 'errors.cnpInvalid',
  sex: 'errors.cnpInvalid',
  serial: 'errors.cnpInvalid',
  date: 'errors.cnpDate',
  county: 'errors.cnpCounty',
};

export function cnpChecksum(first12: string): number {
  const sum = CNP_WEIGHTS.reduce((acc, w, i) => acc + w * Number(first12[i]), 0);
  const rest = sum % 11;
  return rest === 10 ? 1 : rest;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Validates a CNP and reads the birth date, sex and county from it; `today` bounds foreigners' centuries. */
export function parseCnp(input: string, today: Date = new Date()): CnpResult {
  const cnp = input.trim();
  if (!/^\d{13}$/.test(cnp)) return { valid: false, error: 'format' };
  if (cnpChecksum(cnp.slice(0, 12)) !== Number(cnp[12])) return { valid: false, error: 'checksum' };
  const s = Number(cnp[0]);
  if (s === 0) return { valid: false, error: 'sex' };
  const yy = Number(cnp.slice(1, 3));
  const month = Number(cnp.slice(3, 5));
  const day = Number(cnp.slice(5, 7));
  const centuryOf: Record<number, number> = { 1: 1900, 2: 1900, 3: 1800, 4: 1800, 5: 2000, 6: 2000 };
  let year = centuryOf[s] !== undefined ? centuryOf[s] + yy : 2000 + yy;
  // a foreigner's code has no century: the latest birth date that is not after today
  if (centuryOf[s] === undefined && new Date(Date.UTC(year, month - 1, day)) > today) year -= 100;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || day < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || date > today)
    return { valid: false, error: 'date' };
  const countyCode = cnp.slice(7, 9);
  const county = CNP_COUNTIES[countyCode];
  if (!county) return { valid: false, error: 'county' };
  if (cnp.slice(9, 12) === '000') return { valid: false, error: 'serial' };
  return {
    valid: true,
    birthDate: `${year}-${pad(month)}-${pad(day)}`,
    sex: s === 9 ? null : s % 2 === 1 ? 'male' : 'female',
    county,
    countyCode,
    foreigner: s >= 7,
  };
}
