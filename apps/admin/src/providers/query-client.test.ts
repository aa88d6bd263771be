import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries a network failure or a server error twice', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, new HttpError('Bad gateway', 502))).toBe(true);
    expect(shouldRetry(2, new HttpError('Bad gateway', 502))).toBe(false);
  });

  it('never retries a refusal or a failed auth check', () => {
    expect(shouldRetry(0, new HttpError('Not found', 404))).toBe(false);
    expect(shouldRetry(0, new HttpError('Forbidden', 403))).toBe(false);
    expect(shouldRetry(0, new Error('admin.auth.not_staff'))).toBe(false);
  });
});
