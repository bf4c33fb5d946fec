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

  it('says Unexpected error otherwise, and nothing when already announced', () => {
    expect(loginFailureNotice(new Error('x'))?.title).toBe('Unexpected error');
    const announced = new ApiError('Something went wrong', 0);
    announced.notified = true;
    expect(loginFailureNotice(announced)).toBeNull();
  });
});
