import { describe, expect, it } from 'vitest';
import { clientSearchTerms, clientSearchText } from './client-search';

describe('client search', () => {
  it('indexes the accent-free name and the digits of the phone', () => {
    expect(clientSearchText('  José  Ángel Núñez ', '+525511112222')).toBe(
      'jose angel nunez 525511112222',
    );
  });

  it('reads a phone-like query as one run of digits, dropping the old mobile 1', () => {
    expect(clientSearchTerms('55 1111-2222')).toEqual(['5511112222']);
    expect(clientSearchTerms('(55) 1111 2222')).toEqual(['5511112222']);
    expect(clientSearchTerms('+52 1 55 1111 2222')).toEqual(['525511112222']);
    expect(clientSearchTerms('0052 55 1111 2222')).toEqual(['525511112222']);
    expect(clientSearchTerms('1234')).toEqual(['1234']);
  });

  it('reads anything else as lower-case, accent-free words', () => {
    expect(clientSearchTerms('María  JOSÉ')).toEqual(['maria', 'jose']);
    expect(clientSearchTerms('Ana 55')).toEqual(['ana', '55']);
    expect(clientSearchTerms('')).toEqual([]);
    expect(clientSearchTerms(undefined)).toEqual([]);
  });
});
