// The password rules of the shop, shown as the user types. The auth service itself only requires
// 6 characters; the shop asks for a little more.

export interface PasswordRule {
  id: string;
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: PasswordRule[] = [
  { id: 'length', label: 'At least 8 characters', test: (password) => password.length >= 8 },
  { id: 'letter', label: 'A letter', test: (password) => /\p{L}/u.test(password) },
  { id: 'number', label: 'A number', test: (password) => /\d/.test(password) },
  { id: 'max', label: 'At most 128 characters', test: (password) => password.length <= 128 },
];

export function unmetPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password));
}
