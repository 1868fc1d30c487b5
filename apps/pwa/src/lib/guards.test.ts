import { describe, expect, it } from 'vitest';
import {
  adminPagesRedirect,
  authPagesRedirect,
  closedSiteRedirect,
  exPagesRedirect,
  memberPagesRedirect,
} from './guards';

describe('route guards', () => {
  it('sends every page of a closed site to the maintenance page', () => {
    expect(closedSiteRedirect('/', true)).toBe('/temporarily-closed');
    expect(closedSiteRedirect('/profile/payment', true)).toBe('/temporarily-closed');
    expect(closedSiteRedirect('/temporarily-closed', true)).toBeNull();
  });

  it('keeps the admin pages and sign-in reachable while closed, so the shop can reopen', () => {
    expect(closedSiteRedirect('/admin', true)).toBeNull();
    expect(closedSiteRedirect('/admin/', true)).toBeNull();
    expect(closedSiteRedirect('/auth', true)).toBeNull();
    expect(closedSiteRedirect('/administrator', true)).toBe('/temporarily-closed');
  });

  it('sends the maintenance page home once the site is open', () => {
    expect(closedSiteRedirect('/temporarily-closed', false)).toBe('/');
    expect(closedSiteRedirect('/draw-results', false)).toBeNull();
  });

  it('keeps signed-in members off the sign-in pages and visitors off /ex', () => {
    expect(authPagesRedirect(true)).toBe('/');
    expect(authPagesRedirect(false)).toBeNull();
    expect(exPagesRedirect(false)).toBe('/');
    expect(exPagesRedirect(true)).toBeNull();
  });

  it('opens a ticket link (/ex/ticket with its token) to visitors, but no other /ex page', () => {
    expect(exPagesRedirect(false, '/ex/ticket', { t: 'signed.token' })).toBeNull();
    expect(exPagesRedirect(false, '/ex/ticket', {})).toBe('/');
    expect(exPagesRedirect(false, '/ex/ticket', { t: '' })).toBe('/');
    expect(exPagesRedirect(false, '/ex', { t: 'signed.token' })).toBe('/');
  });

  it('sends visitors from member pages to sign in', () => {
    expect(memberPagesRedirect(false)).toBe('/auth');
    expect(memberPagesRedirect(true)).toBeNull();
  });

  it('lets only admins into the admin pages', () => {
    expect(adminPagesRedirect('admin')).toBeNull();
    expect(adminPagesRedirect('member')).toBe('/');
    expect(adminPagesRedirect(undefined)).toBe('/');
  });
});
