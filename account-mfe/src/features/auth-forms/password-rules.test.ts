import { unmetPasswordRules } from './password-rules';

describe('the password rules', () => {
  it('lists what a password still needs', () => {
    expect(unmetPasswordRules('').map((rule) => rule.id)).toEqual(['length', 'letter', 'number']);
    expect(unmetPasswordRules('silverware').map((rule) => rule.id)).toEqual(['number']);
    expect(unmetPasswordRules('Silver2026')).toEqual([]);
    expect(unmetPasswordRules(`a1${'x'.repeat(127)}`).map((rule) => rule.id)).toEqual(['max']);
  });
});
