import { describe, expect, it } from 'vitest';
import { accessFor } from './access';

describe('member centre click rule (SPEC §4)', () => {
  it('sends visitors to login, prompts trials to register, lets members in', () => {
    expect(accessFor('memberHome', 'visitor')).toBe('login');
    expect(accessFor('memberHome', 'trial')).toBe('registerPrompt');
    expect(accessFor('memberHome', 'member')).toBe('allow');
  });
});

describe('trial restrictions (SPEC §5)', () => {
  it('rejects trials from deposit, withdraw, the cashier records and inbox', () => {
    expect(accessFor('voucherCenter', 'trial')).toBe('trialReject');
    expect(accessFor('withdraw', 'trial')).toBe('trialReject');
    expect(accessFor('withdrawRecords', 'trial')).toBe('trialReject');
    expect(accessFor('transactions', 'trial')).toBe('trialReject');
    expect(accessFor('transactions', 'visitor')).toBe('login');
    expect(accessFor('message', 'trial')).toBe('allow');
  });
  it('leaves open screens open', () => {
    expect(accessFor('activity', 'trial')).toBe('allow');
    expect(accessFor('message', 'visitor')).toBe('allow');
    expect(accessFor('voucherCenter', 'visitor')).toBe('login');
    expect(accessFor('voucherCenter', 'member')).toBe('allow');
  });
});

describe('a password support gave out (SPEC §2 "first-login or expired password")', () => {
  it('sends the player to change it from every screen, and lets them stay there', () => {
    expect(accessFor('home', 'member', true)).toBe('changePassword');
    expect(accessFor('voucherCenter', 'member', true)).toBe('changePassword');
    expect(accessFor('changePsw', 'member', true)).toBe('allow');
    expect(accessFor('home', 'member', false)).toBe('allow');
  });
});
