/**
 * Reference data (/countries, /nationalities, /phone/codes): a compact list of the
 * countries the profile form offers, ISO 3166-1 alpha-2 code, English name and dial code.
 * The site localises names with Intl.DisplayNames; the server only checks codes against this list.
 */
export interface CountryRef {
  code: string;
  name: string;
  dial: string;
}

export const PROFILE_COUNTRIES: readonly CountryRef[] = [
  { code: 'AR', name: 'Argentina', dial: '+54' },
  { code: 'AT', name: 'Austria', dial: '+43' },
  { code: 'AU', name: 'Australia', dial: '+61' },
  { code: 'BE', name: 'Belgium', dial: '+32' },
  { code: 'BG', name: 'Bulgaria', dial: '+359' },
  { code: 'BR', name: 'Brazil', dial: '+55' },
  { code: 'CA', name: 'Canada', dial: '+1' },
  { code: 'CH', name: 'Switzerland', dial: '+41' },
  { code: 'CL', name: 'Chile', dial: '+56' },
  { code: 'CO', name: 'Colombia', dial: '+57' },
  { code: 'CY', name: 'Cyprus', dial: '+357' },
  { code: 'CZ', name: 'Czechia', dial: '+420' },
  { code: 'DE', name: 'Germany', dial: '+49' },
  { code: 'DK', name: 'Denmark', dial: '+45' },
  { code: 'EE', name: 'Estonia', dial: '+372' },
  { code: 'EG', name: 'Egypt', dial: '+20' },
  { code: 'ES', name: 'Spain', dial: '+34' },
  { code: 'FI', name: 'Finland', dial: '+358' },
  { code: 'FR', name: 'France', dial: '+33' },
  { code: 'GB', name: 'United Kingdom', dial: '+44' },
  { code: 'GE', name: 'Georgia', dial: '+995' },
  { code: 'GR', name: 'Greece', dial: '+30' },
  { code: 'HR', name: 'Croatia', dial: '+385' },
  { code: 'HU', name: 'Hungary', dial: '+36' },
  { code: 'IE', name: 'Ireland', dial: '+353' },
  { code: 'IL', name: 'Israel', dial: '+972' },
  { code: 'IN', name: 'India', dial: '+91' },
  { code: 'IS', name: 'Iceland', dial: '+354' },
  { code: 'IT', name: 'Italy', dial: '+39' },
  { code: 'JP', name: 'Japan', dial: '+81' },
  { code: 'KR', name: 'South Korea', dial: '+82' },
  { code: 'KZ', name: 'Kazakhstan', dial: '+7' },
  { code: 'LT', name: 'Lithuania', dial: '+370' },
  { code: 'LU', name: 'Luxembourg', dial: '+352' },
  { code: 'LV', name: 'Latvia', dial: '+371' },
  { code: 'MD', name: 'Moldova', dial: '+373' },
  { code: 'MT', name: 'Malta', dial: '+356' },
  { code: 'MX', name: 'Mexico', dial: '+52' },
  { code: 'NG', name: 'Nigeria', dial: '+234' },
  { code: 'NL', name: 'Netherlands', dial: '+31' },
  { code: 'NO', name: 'Norway', dial: '+47' },
  { code: 'NZ', name: 'New Zealand', dial: '+64' },
  { code: 'PE', name: 'Peru', dial: '+51' },
  { code: 'PH', name: 'Philippines', dial: '+63' },
  { code: 'PL', name: 'Poland', dial: '+48' },
  { code: 'PT', name: 'Portugal', dial: '+351' },
  { code: 'RO', name: 'Romania', dial: '+40' },
  { code: 'RS', name: 'Serbia', dial: '+381' },
  { code: 'SE', name: 'Sweden', dial: '+46' },
  { code: 'SG', name: 'Singapore', dial: '+65' },
  { code: 'SI', name: 'Slovenia', dial: '+386' },
  { code: 'SK', name: 'Slovakia', dial: '+421' },
  { code: 'TH', name: 'Thailand', dial: '+66' },
  { code: 'TR', name: 'Turkey', dial: '+90' },
  { code: 'UA', name: 'Ukraine', dial: '+380' },
  { code: 'US', name: 'United States', dial: '+1' },
  { code: 'UY', name: 'Uruguay', dial: '+598' },
  { code: 'VN', name: 'Vietnam', dial: '+84' },
  { code: 'ZA', name: 'South Africa', dial: '+27' },
];

export const PROFILE_COUNTRY_CODES: readonly string[] = PROFILE_COUNTRIES.map((c) => c.code);
/** distinct dial codes, sorted numerically (+1 is shared by CA and US) */
export const PHONE_CODES: readonly string[] = [...new Set(PROFILE_COUNTRIES.map((c) => c.dial))].sort(
  (a, b) => Number(a.slice(1)) - Number(b.slice(1)),
);
