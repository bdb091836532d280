import { expect, test } from 'vitest';
import { PROFILE_MESSAGES, ProfileUpdateSchema } from './profile';

const messageOf = (timezone: string) => ProfileUpdateSchema.safeParse({ timezone }).error?.issues[0]?.message;

test('a time zone is an IANA name; legacy abbreviations Intl accepts (BET, IST, NST) are refused in pt-BR', () => {
  for (const timezone of ['America/Sao_Paulo', 'UTC', 'Europe/Lisbon', 'America/Manaus', 'America/Noronha'])
    expect(ProfileUpdateSchema.parse({ timezone })).toEqual({ timezone });
  for (const timezone of ['BET', 'IST', 'NST', 'Marte/Base'])
    expect(messageOf(timezone)).toBe(PROFILE_MESSAGES.timezone);
});
