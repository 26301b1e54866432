import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowingInlineScripts, requestLanguage } from './prerendered-pages';

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

describe("a prerendered page's security policy", () => {
  const policy = "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self'";

  it('allows exactly its own inline script, by hash, and nothing else changes', () => {
    const guard = "document.documentElement.classList.add('x')";
    const hash = createHash('sha256').update(guard).digest('base64');
    expect(allowingInlineScripts(policy, `<head><script>${guard}</script></head>`)).toBe(
      `default-src 'self';script-src 'self' 'sha256-${hash}';script-src-attr 'none';style-src 'self'`,
    );
  });

  it("is the app's own where the page has no inline script", () => {
    expect(allowingInlineScripts(policy, '<script type="module" src="/a.js"></script>')).toBe(
      policy,
    );
  });
});
