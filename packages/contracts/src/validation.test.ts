import { describe, expect, it } from 'vitest';
import { emailSchema, loginNameSchema, newPasswordSchema } from './validation';
import {
  registerFormSchema,
  resetFinishFormSchema,
  changePasswordFormSchema,
  loginRequestSchema,
} from './auth';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

describe('e-mail rule', () => {
  it.each([
    ['', 'global.messages.validate.email.required'],
    ['a@b', 'global.messages.validate.email.minlength'],
    [`${'a'.repeat(250)}@x.it`, 'global.messages.validate.email.maxlength'],
    ['not-an-email', 'global.messages.validate.email.invalid'],
    ['mario.rossi@example.com', undefined],
  ])('%j -> %s', (value, message) => expect(firstMessage(emailSchema.safeParse(value))).toBe(message));
});

describe('new password rule', () => {
  it.each([
    ['', 'global.messages.validate.newpassword.required'],
    ['Ab1!', 'global.messages.validate.newpassword.minlength'],
    [`Ab1!${'x'.repeat(47)}`, 'global.messages.validate.newpassword.maxlength'],
    ['abcdefg1!', 'global.messages.validate.newpassword.uppercase'],
    ['Abcdefgh!', 'global.messages.validate.newpassword.digit'],
    ['Abcdefgh1', 'global.messages.validate.newpassword.symbol'],
    ['Abcdefg1!', undefined],
  ])('%j -> %s', (value, message) => expect(firstMessage(newPasswordSchema.safeParse(value))).toBe(message));
});

describe('login name rule', () => {
  it.each([
    ['', 'register.messages.validate.login.required'],
    ['x'.repeat(51), 'register.messages.validate.login.maxlength'],
    ['with space', 'register.messages.validate.login.pattern'],
    ['mario.rossi@example.com', undefined],
    ['mario_rossi-1', undefined],
  ])('%j -> %s', (value, message) => expect(firstMessage(loginNameSchema.safeParse(value))).toBe(message));
});

describe('form schemas', () => {
  it('requires the confirmation to match', () => {
    const r = registerFormSchema.safeParse({
      login: 'm',
      email: 'mario@example.com',
      password: 'Abcdefg1!',
      confirmPassword: 'Abcdefg1?',
      langKey: 'it',
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues).toContainEqual(
      expect.objectContaining({ path: ['confirmPassword'], message: 'global.messages.error.dontmatch' }),
    );
  });

  it('accepts a 4-character confirmation length on the reset form only', () => {
    expect(
      firstMessage(resetFinishFormSchema.safeParse({ newPassword: 'Abcdefg1!', confirmPassword: 'Abc' })),
    ).toBe('global.messages.validate.confirmpassword.minlength');
    const reset = resetFinishFormSchema.safeParse({ newPassword: 'Abcdefg1!', confirmPassword: 'Abcd' });
    expect(reset.error!.issues.map((i) => i.message)).toEqual(['global.messages.error.dontmatch']);
    const change = changePasswordFormSchema.safeParse({
      currentPassword: 'x',
      newPassword: 'Abcdefg1!',
      confirmPassword: 'Abcd',
    });
    expect(change.error!.issues.map((i) => i.message)).toContain(
      'global.messages.validate.confirmpassword.minlength',
    );
  });

  it('needs username and password to sign in; rememberMe defaults to true', () => {
    expect(firstMessage(loginRequestSchema.safeParse({ username: '', password: 'x' }))).toBe(
      'login.messages.validate.username.required',
    );
    expect(firstMessage(loginRequestSchema.safeParse({ username: 'a', password: '' }))).toBe(
      'login.messages.validate.password.required',
    );
    expect(loginRequestSchema.parse({ username: 'a', password: 'b' }).rememberMe).toBe(true);
  });
});
