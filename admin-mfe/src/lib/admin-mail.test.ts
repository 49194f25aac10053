import { describe, expect, it } from 'vitest';
import { mailStateText } from './admin-mail';

describe('mailStateText', () => {
  it('says where each e-mail is, with the last error when it failed', () => {
    expect(mailStateText({ state: 'SUCCESS', attempts: 1, error: '' })).toBe('Sent');
    expect(mailStateText({ state: 'PENDING', attempts: 0, error: '' })).toBe('Waiting to be sent');
    expect(mailStateText({ state: 'PROCESSING', attempts: 0, error: '' })).toBe('Waiting to be sent');
    expect(mailStateText({ state: 'RETRY', attempts: 1, error: 'connect ECONNREFUSED' })).toBe('Retrying (1 failed attempt: connect ECONNREFUSED)');
    expect(mailStateText({ state: 'ERROR', attempts: 5, error: '550 Mailbox unavailable' })).toBe('Not sent after 5 attempts: 550 Mailbox unavailable');
  });
});
