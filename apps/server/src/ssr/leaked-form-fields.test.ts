import { describe, expect, it } from 'vitest';
import { leakedFormRedirect, onThisSite } from './leaked-form-fields.ts';

describe('a page address carrying a password (decision 121)', () => {
  it('goes to the same page without the form’s fields', () => {
    expect(leakedFormRedirect('/shop/login?email=a%40b.pt&password=x')).toBe('/shop/login');
    expect(leakedFormRedirect('/en/shop/login?username=ana&password=x&password2=x')).toBe(
      '/en/shop/login',
    );
  });

  it('keeps the reset link’s uid and token and the sign-in target', () => {
    expect(leakedFormRedirect('/shop/login?uid=7&token=t-1&password=x&password2=x')).toBe(
      '/shop/login?uid=7&token=t-1',
    );
    expect(leakedFormRedirect('/shop/login?next=%2Fshop%2Fcheckout&email=a&password=x')).toBe(
      '/shop/login?next=%2Fshop%2Fcheckout',
    );
  });

  it('leaves every other address alone', () => {
    expect(leakedFormRedirect('/shop/login?email=verified')).toBeNull();
    expect(leakedFormRedirect('/?hero=bottles')).toBeNull();
    expect(leakedFormRedirect('/vinhos')).toBeNull();
  });

  it('never sends the browser to another site', () => {
    expect(onThisSite('//evil.example/x?y=1')).toBe('/evil.example/x?y=1');
    expect(onThisSite('/\\evil.example')).toBe('/evil.example');
    expect(leakedFormRedirect('//evil.example/?password=x')).toBe('/evil.example/');
    // An absolute-form request target reaches the page route with its scheme and host.
    expect(onThisSite('http://evil.example/shop/login')).toBe('/shop/login');
    expect(onThisSite('https://evil.example')).toBe('/');
    expect(onThisSite('HTTP://evil.example//x')).toBe('/x');
    expect(onThisSite('*')).toBe('/*');
    expect(leakedFormRedirect('http://evil.example/shop/login?password=x')).toBe('/shop/login');
  });
});
