import { router } from '../../trpc/init.ts';
import { acceptInvite, rejectInvite } from '../teams/members.ts';
import {
  changePassword,
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  setupTwoFactor,
  updateProfile,
} from './account.ts';
import { getUser } from './get-user.ts';
import { listSessions, revokeSession, revokeSessions } from './sessions.ts';

export const userRouter = router({
  get: getUser,
  changePassword,
  updateProfile,
  setupTwoFactor,
  enableTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  listSessions,
  revokeSessions,
  revokeSession,
  acceptInvite,
  rejectInvite,
});
