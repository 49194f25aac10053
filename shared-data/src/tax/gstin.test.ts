import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinFormatProblem, normalizeGstin, placeOfSupply, stateOfGstin } from './gstin';

const valid = (first14: string) => first14 + gstinCheckCharacter(first14);

describe('a buyer’s GSTIN', () => {
  it('is normalised from what people type: lower case, spaces and dashes', () => {
    expect(normalizeGstin(' 29aabcu9603r1z M ')).toBe('29AABCU9603R1ZM');
    expect(normalizeGstin('29-AABCU-9603-R1ZM')).toBe('29AABCU9603R1ZM');
  });

  it('passes with the right check character and a real state code', () => {
    expect(gstinFormatProblem('27AABCR1234F1ZS')).toBeNull();
    expect(gstinFormatProblem(valid('29AABCU9603R1Z'))).toBeNull();
    expect(stateOfGstin(valid('29AABCU9603R1Z'))).toBe('Karnataka');
  });

  it.each([
    ['too short', '27AABCR1234F1Z', /^A GSTIN has 15 characters; this one has 14\./],
    ['too long', '27AABCR1234F1ZSX', /this one has 16/],
    ['a PAN in the wrong shape', '27AAB1R1234F1ZS', /2 digits of the state, the 10-character PAN/],
    ['no Z in the 14th place', '27AABCR1234F1XS', /the entity number, Z and a check character/],
    ['a state code that does not exist', valid('99AABCR1234F1Z'), /99 is no state's code/],
    ['a typing mistake (wrong check character)', '27AABCR1234F1ZT', /last character does not match the rest/],
  ])('refuses %s with a message a person can act on', (_what, gstin, message) => {
    expect(gstinFormatProblem(gstin)).toMatch(message);
  });
});

describe('the place of supply', () => {
  it('is the delivery state with its GST code, however the state is written', () => {
    expect(placeOfSupply('Karnataka')).toEqual({ code: '29', name: 'Karnataka' });
    expect(placeOfSupply('  tamil   nadu ')).toEqual({ code: '33', name: 'Tamil Nadu' });
    expect(placeOfSupply('Andaman & Nicobar Islands')).toEqual({ code: '35', name: 'Andaman and Nicobar Islands' });
    expect(placeOfSupply('Atlantis')).toBeNull();
  });
});
