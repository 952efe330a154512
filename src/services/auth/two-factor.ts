import type { EntityManager } from '@mikro-orm/postgresql';
import { generateSecret, generateURI, verify } from 'otplib';
import { type TUser, User } from '../../db/entities/user.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TEncryption } from '../../lib/encryption.ts';
import { confirmPassword, type TAccountLimits } from './reauthenticate.ts';
import { consumeRecoveryCode, looksLikeRecoveryCode, replaceRecoveryCodes } from './recovery-codes.ts';

const ISSUER = 'Docstruct';
// One 30 s step either side absorbs clock drift without widening the window much.
const EPOCH_TOLERANCE_SECONDS = 30;

const twoFactorSecretContext = (userId: string) => ({ rowId: userId, purpose: 'users.two_factor_secret' });

/**
 * Checks a TOTP code and consumes its time step: the step is recorded with a conditional update,
 * so a code is accepted once even when the same code arrives in parallel requests. The step only
 * ever grows (also across disable and a new setup), so a code is single-use for every purpose.
 */
export async function verifyTotpOnce(options: {
  em: EntityManager;
  encryption: TEncryption;
  user: TUser;
  code: string;
}): Promise<boolean> {
  const { em, user, code } = options;
  if (!user.twoFactorSecret || !/^\d{6}$/.test(code)) {
    return false;
  }
  const secret = options.encryption.decrypt(user.twoFactorSecret, twoFactorSecretContext(user.id));
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

/** A TOTP code, or (where allowed) one of the user's unused recovery codes; either is used up. */
export async function verifySecondFactor(options: {
  em: EntityManager;
  encryption: TEncryption;
  user: TUser;
  code: string;
  allowRecoveryCode: boolean;
}): Promise<boolean> {
  const { em, user, code } = options;
  if (options.allowRecoveryCode && looksLikeRecoveryCode(code)) {
    return consumeRecoveryCode({ em, userId: user.id, code });
  }
  return verifyTotpOnce({ em, encryption: options.encryption, user, code });
}

async function loadUser(em: EntityManager, userId: string): Promise<TUser> {
  const user = await em.findOne(User, { id: userId });
  if (!user) {
    throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  }
  return user;
}

/** Starts setup: a new secret, stored encrypted and not yet enabled, shown as URI, QR code and text. */
export async function setupTwoFactor(options: { em: EntityManager; encryption: TEncryption; userId: string }) {
  const { em } = options;
  const user = await loadUser(em, options.userId);
  if (user.twoFactorEnabledAt) {
    throw new AppError('CONFLICT', 'Two-factor authentication is already enabled', { reason: 'two_factor_enabled' });
  }
  const secret = generateSecret();
  user.twoFactorSecret = options.encryption.encrypt(secret, twoFactorSecretContext(user.id));
  await em.flush();
  const url = generateURI({ issuer: ISSUER, label: user.email, secret });
  const { default: QRCode } = await import('qrcode');
  const qrCodeImageUrl = await QRCode.toDataURL(url, { margin: 1, width: 240 });
  return { url, qrCodeImageUrl, secret };
}

/** What proves the person: the password and a code, with what checking them needs. */
type TProof = {
  em: EntityManager;
  encryption: TEncryption;
  config: TAccountLimits;
  userId: string;
  password: string;
  code: string;
};

async function checkPasswordAndCode(options: TProof & { user: TUser; allowRecoveryCode: boolean }) {
  const { em, user } = options;
  await confirmPassword({ em, config: options.config, user, password: options.password, field: 'password' });
  const { encryption, code, allowRecoveryCode } = options;
  if (!(await verifySecondFactor({ em, encryption, user, code, allowRecoveryCode }))) {
    throw new AppError('INVALID_TWO_FACTOR_CODE', 'The code is not valid', {
      issues: [{ path: ['two_factor_token'], message: 'The code is not valid' }],
    });
  }
}

/** Enables two-factor and returns the recovery codes (shown once). */
export async function enableTwoFactor(options: TProof): Promise<{ recoveryCodes: string[] }> {
  const { em } = options;
  const user = await loadUser(em, options.userId);
  if (user.twoFactorEnabledAt) {
    throw new AppError('CONFLICT', 'Two-factor authentication is already enabled', { reason: 'two_factor_enabled' });
  }
  if (!user.twoFactorSecret) {
    throw new AppError('BAD_REQUEST', 'Start the two-factor setup first');
  }
  await checkPasswordAndCode({ ...options, user, allowRecoveryCode: false });
  const enabled = await em.nativeUpdate(
    User,
    { id: user.id, twoFactorEnabledAt: null },
    { twoFactorEnabledAt: new Date() },
  );
  if (enabled !== 1) {
    throw new AppError('CONFLICT', 'Two-factor authentication is already enabled');
  }
  return { recoveryCodes: await replaceRecoveryCodes({ em, userId: user.id }) };
}

/** Disables two-factor with the password and a code or recovery code. The used time step is kept. */
export async function disableTwoFactor(options: TProof): Promise<void> {
  const { em } = options;
  const user = await loadUser(em, options.userId);
  if (!user.twoFactorEnabledAt) {
    throw new AppError('BAD_REQUEST', 'Two-factor authentication is not enabled');
  }
  await checkPasswordAndCode({ ...options, user, allowRecoveryCode: true });
  const disabled = await em.nativeUpdate(
    User,
    { id: user.id, twoFactorEnabledAt: { $ne: null } },
    { twoFactorEnabledAt: null, twoFactorSecret: null, twoFactorRecoveryCodes: null },
  );
  if (disabled !== 1) {
    throw new AppError('BAD_REQUEST', 'Two-factor authentication is not enabled');
  }
}

/** New recovery codes (the old ones stop working) with the password and a fresh TOTP code. */
export async function regenerateRecoveryCodes(options: TProof): Promise<{ recoveryCodes: string[] }> {
  const { em } = options;
  const user = await loadUser(em, options.userId);
  if (!user.twoFactorEnabledAt) {
    throw new AppError('BAD_REQUEST', 'Two-factor authentication is not enabled');
  }
  await checkPasswordAndCode({ ...options, user, allowRecoveryCode: false });
  return { recoveryCodes: await replaceRecoveryCodes({ em, userId: user.id }) };
}
