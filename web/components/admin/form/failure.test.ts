import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { type IsField, noticeForFieldMessage, sortFailure } from './failure.ts';

/** A form of exactly these fields, none nested. */
const fieldsNamed =
  (...names: string[]): IsField =>
  (name) =>
    names.includes(name);
const fields = fieldsNamed('caption', 'image');
const unexpected = { title: 'Unexpected error', description: 'Something went wrong' };

describe('sortFailure', () => {
  it('puts plain field errors under their fields without a notification', () => {
    const error = new ApiError('Minimum 5 symbols', 400, [{ field: 'caption', message: 'Minimum 5 symbols' }]);
    expect(sortFailure(error, fields)).toEqual({
      fieldErrors: [{ field: 'caption', message: 'Minimum 5 symbols' }],
      notice: null,
    });
  });

  it('also notifies with the title when the server titled the error', () => {
    const error = new ApiError(messages.missedImage.title, 400, [
      { field: 'image', message: messages.missedImage.description },
    ]);
    expect(sortFailure(error, fields).notice).toEqual({
      title: 'Missed image',
      description: 'You should upload some image',
    });
  });

  it('notifies about a field the form does not have', () => {
    const error = new ApiError('This video does not exist', 400, [
      { field: 'videoId', message: 'This video does not exist' },
    ]);
    expect(sortFailure(error, fields)).toEqual({
      fieldErrors: [],
      notice: { title: 'This video does not exist' },
    });
  });

  it('shows the busy message of a full image queue, with its wait', () => {
    const error = new ApiError(messages.uploadsBusy(8), 503, [], 'busy');
    expect(sortFailure(error, fields)).toEqual({
      fieldErrors: [],
      notice: { title: 'The server is busy processing other images; try again in 8 seconds' },
    });
  });

  it('says Unexpected error for other statuses and unknown errors', () => {
    expect(sortFailure(new ApiError('Slide not found', 404), fields)).toEqual({ fieldErrors: [], notice: unexpected });
    expect(sortFailure(new ApiError('Conflict', 409, [], 'conflict'), fields)).toEqual({ fieldErrors: [], notice: unexpected });
    expect(sortFailure(new Error('bug'), fields).notice).toEqual(unexpected);
  });

  it('says the item has been deleted meanwhile when the server no longer has it', () => {
    expect(sortFailure(new ApiError('Team member not found', 404, [], 'not_found'), fields)).toEqual({
      fieldErrors: [],
      notice: { title: 'Unexpected error', description: 'Something went wrong || this item has been deleted meanwhile' },
    });
  });

  it('still marks a field of the form that another status names (a Vimeo 404 names the url)', () => {
    const error = new ApiError(messages.vimeoNotFound, 404, [{ field: 'url', message: messages.vimeoNotFound }]);
    expect(sortFailure(error, fieldsNamed('url', 'caption'))).toEqual({
      fieldErrors: [{ field: 'url', message: messages.vimeoNotFound }],
      notice: unexpected,
    });
  });

  it('stays quiet when the API client already told the user', () => {
    const error = new ApiError('Something went wrong', 0);
    error.notified = true;
    expect(sortFailure(error, fields)).toEqual({ fieldErrors: [], notice: null });
  });
});

describe('noticeForFieldMessage', () => {
  it('finds the titled notice of a missing image', () => {
    expect(noticeForFieldMessage(messages.noFile.description)).toBe(messages.noFile);
    expect(noticeForFieldMessage('Minimum 5 symbols')).toBeNull();
  });
});
