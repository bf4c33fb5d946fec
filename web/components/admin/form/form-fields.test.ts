import { describe, expect, it } from 'vitest';
import { formFields } from './form-fields.ts';

const values: Record<string, unknown> = {
  companyName: 'Borderless Films',
  logo: undefined,
  offices: [{ city: 'Kyiv', phone: '', lat: 50.45 }],
  social: { instagram: 'https://instagram.com/x', vimeo: '' },
};

/** Reads a dotted path as react-hook-form's getValues does. */
const getValue = (path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (at, key) =>
        at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined,
      values,
    );

const isField = formFields(Object.keys(values), getValue);

describe('formFields', () => {
  it('knows every top-level value, an empty image too', () => {
    expect(['companyName', 'logo', 'offices', 'social'].filter(isField)).toEqual([
      'companyName',
      'logo',
      'offices',
      'social',
    ]);
    expect(isField('shareImage')).toBe(false);
  });

  it('knows a single value inside a list item or a group, empty or a number', () => {
    expect(isField('offices.0.phone')).toBe(true);
    expect(isField('offices.0.lat')).toBe(true);
    expect(isField('social.vimeo')).toBe(true);
  });

  it('has no field for a list item of its own, one it does not hold, or a list index where it keys by name', () => {
    expect(isField('offices.0')).toBe(false);
    expect(isField('offices.1.phone')).toBe(false);
    expect(isField('offices.0.fax')).toBe(false);
    expect(isField('social.0.url')).toBe(false);
    expect(isField('body')).toBe(false);
  });
});
