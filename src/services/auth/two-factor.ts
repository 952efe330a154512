import type { EntityManager } from '@mikro-orm/postgresql';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { TApp } from '../../app.ts';
import { type TUser, User } from '../../db/entities/user.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';

const ISSUER = 'Docstruct';
// One 30 s step either side absorbs clock drift without widening the window much.
const EPOCH_TOLERANCE_SECONDS = 30;

/**
 * Checks a TOTP code and consumes its time step: the step is recorded with a conditional update,
 * so a code is accepted once even when the same code arrives in parallel requests.
 */
export async function verifyTotpOnce(app: TApp, em: EntityManager, user: TUser, code: string): Promise<boolean> {
  if (!user.twoFactorSecret || !/^\d{6}$/.test(code)) {
    return false;
  }
  const secret = app.encryption.decrypt(user.twoFactorSecret);
  const result = await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE_SECONDS });
  if (!result.valid || !('timeStep' in result)) {
    return false;
  }
  const updated = await em.getConnection().execute(
    `update users set two_factor_last_step = ?
     where id = ? and (two_factor_last_step is null or two_factor_last_step < ?)`,
    [result.timeStep, user.id, result.timeStep],
    'run',
  );
  return (updated as { affectedRows?: number }).affectedRows === 1;
}

async function loadUser(em: EntityManager, userId: string): Promise<TUser> {
  const user = await em.findOne(User, { id: userId });
  if (!user) {
    throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  }
  return user;
}

/** Starts setup: a new secret, stored encrypted and not yet enabled, shown as URI, QR code and text. */
export async function setupTwoFactor(options: { app: TApp; em: EntityManager; userId: string }) {
  const { app, em } = options;
  const user = await loadUser(em, options.userId);
  if (user.twoFactorEnabledAt) {
    throw new AppError('CONFLICT', 'Two-factor authentication is already enabled', { reason: 'two_factor_enabled' });
  }
  const secret = generateSecret();
  user.twoFactorSecret = app.encryption.encrypt(secret);
  user.twoFactorLastStep = null;
  await em.flush();
  const url = generateURI({ issuer: ISSUER, label: user.email, secret });
  const qrCodeImageUrl = await QRCode.toDataURL(url, { margin: 1, width: 240 });
  return { url, qrCodeImageUrl, secret };
}

async function checkPasswordAndCode(app: TApp, em: EntityManager, user: TUser, password: string, code: string) {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('INVALID_CREDENTIALS', 'The password is not correct', {
      issues: [{ path: ['password'], message: 'The password is not correct' }],
    });
  }
  if (!(await verifyTotpOnce(app, em, user, code))) {
    throw new AppError('INVALID_TWO_FACTOR_CODE', 'The code is not valid', {
      issues: [{ path: ['two_factor_token'], message: 'The code is not valid' }],
    });
  }
}

export async function enableTwoFactor(options: {
  app: TApp;
  em: EntityManager;
  userId: string;
  password: string;
  code: string;
}): Promise<void> {
  const { app, em } = options;
  const user = await loadUser(em, options.userId);
  if (user.twoFactorEnabledAt) {
    throw new AppError('CONFLICT', 'Two-factor authentication is already enabled', { reason: 'two_factor_enabled' });
  }
  if (!user.twoFactorSecret) {
    throw new AppError('BAD_REQUEST', 'Start the two-factor setup first');
  }
  await checkPasswordAndCode(app, em, user, options.password, options.code);
  await em.nativeUpdate(User, { id: user.id }, { twoFactorEnabledAt: new Date() });
}

export async function disableTwoFactor(options: {
  app: TApp;
  em: EntityManager;
  userId: string;
  password: string;
  code: string;
}): Promise<void> {
  const { app, em } = options;
  const user = await loadUser(em, options.userId);
  if (!user.twoFactorEnabledAt) {
    throw new AppError('BAD_REQUEST', 'Two-factor authentication is not enabled');
  }
  await checkPasswordAndCode(app, em, user, options.password, options.code);
  await em.nativeUpdate(
    User,
    { id: user.id },
    { twoFactorEnabledAt: null, twoFactorSecret: null, twoFactorLastStep: null },
  );
}
