import { describe, expect, it } from 'vitest';
import { requestLanguage } from './prerendered-pages';

const request = (acceptLanguage?: string, cookies: Record<string, string> = {}) => ({
  cookies,
  headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
});

describe('the language a prerendered page is sent in', () => {
  it('is the one chosen with the switch, whatever the browser prefers', () => {
    expect(requestLanguage(request('en-US,en;q=0.9', { foodshare_language: 'ar' }))).toBe('ar');
    expect(requestLanguage(request('ar-AE', { foodshare_language: 'en' }))).toBe('en');
  });

  it("is otherwise the browser's first language the app speaks, in the browser's order", () => {
    expect(requestLanguage(request('ar-AE,ar;q=0.9,en;q=0.8'))).toBe('ar');
    expect(requestLanguage(request('fr-FR,fr;q=0.9,ar;q=0.8,en;q=0.7'))).toBe('ar');
    expect(requestLanguage(request('en;q=0.5,ar;q=0.9'))).toBe('ar');
  });

  it('is English where the browser names none the app speaks, or nothing', () => {
    expect(requestLanguage(request('fr-FR,de;q=0.5'))).toBe('en');
    expect(requestLanguage(request())).toBe('en');
    expect(requestLanguage(request('ar;q=0'))).toBe('en');
  });

  it('ignores a language cookie the app does not speak', () => {
    expect(requestLanguage(request('ar', { foodshare_language: 'fr' }))).toBe('ar');
  });
});
