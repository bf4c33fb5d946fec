import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { loginFailureNotice } from './login-failure.ts';

describe('loginFailureNotice', () => {
  it('turns wrong data into Error / User not found', () => {
    expect(loginFailureNotice(new ApiError('Wrong data', 400))).toEqual({
      title: 'Error',
      description: 'User not found',
    });
  });

  it("shows the server's message when sign-in is throttled", () => {
    const notice = loginFailureNotice(new ApiError('Too many sign-in attempts, try again later', 429));
    expect(notice?.description).toBe('Too many sign-in attempts, try again later');
  });

  it('says how long to wait when the answer gave Retry-After', () => {
    const throttled = (seconds: number) => {
      const error = new ApiError('Too many sign-in attempts, try again later', 429, [], 'rate_limited');
      error.retryAfter = seconds;
      return loginFailureNotice(error)?.description;
    };
    expect(throttled(841)).toBe('Too many sign-in attempts, try again in 15 minutes');
    expect(throttled(900)).toBe('Too many sign-in attempts, try again in 15 minutes');
    expect(throttled(60)).toBe('Too many sign-in attempts, try again in 1 minute');
    expect(throttled(61)).toBe('Too many sign-in attempts, try again in 2 minutes');
    expect(throttled(45)).toBe('Too many sign-in attempts, try again in 45 seconds');
    expect(throttled(1)).toBe('Too many sign-in attempts, try again in 1 second');
  });

  it('passes on a busy server’s message', () => {
    const busy = new ApiError('The server is busy, try again in a moment', 503, [], 'busy');
    expect(loginFailureNotice(busy)).toEqual({
      title: 'Error',
      description: 'The server is busy, try again in a moment',
    });
  });

  it('says Unexpected error otherwise, and nothing when already announced', () => {
    expect(loginFailureNotice(new Error('x'))?.title).toBe('Unexpected error');
    const announced = new ApiError('Something went wrong', 0);
    announced.notified = true;
    expect(loginFailureNotice(announced)).toBeNull();
  });
});
