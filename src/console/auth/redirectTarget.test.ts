import { describe, expect, it } from 'vitest';
import { loginPathFor, redirectTarget } from './redirectTarget.ts';

describe('redirectTarget', () => {
  it('returns to the wanted console page', () => expect(redirectTarget('/readmin/teams?limit=20')).toBe('/readmin/teams?limit=20'));
  it('defaults to the console home', () => expect(redirectTarget(null)).toBe('/readmin'));
  it('refuses other origins and the login and logout pages', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', '/readmin/login?redirect=/x', '/readmin/logout']) {
      expect(redirectTarget(bad)).toBe('/readmin');
    }
  });
});

describe('loginPathFor', () => {
  it('carries the wanted page', () =>
    expect(loginPathFor('/readmin/orgs/1/teams?limit=20')).toBe('/readmin/login?redirect=%2Freadmin%2Forgs%2F1%2Fteams%3Flimit%3D20'));
  it('needs no parameter for the home page', () => expect(loginPathFor('/readmin')).toBe('/readmin/login'));
});
