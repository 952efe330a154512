import { router } from '../../trpc/init.ts';
import { acceptInviteProcedure } from './accept-invite.ts';
import { changePasswordProcedure } from './change-password.ts';
import { disableTwoFactorProcedure } from './disable-two-factor.ts';
import { enableTwoFactorProcedure } from './enable-two-factor.ts';
import { getUserProcedure } from './get-user.ts';
import { listSessionsProcedure } from './list-sessions.ts';
import { regenerateRecoveryCodesProcedure } from './regenerate-recovery-codes.ts';
import { rejectInviteProcedure } from './reject-invite.ts';
import { revokeSessionProcedure } from './revoke-session.ts';
import { revokeSessionsProcedure } from './revoke-sessions.ts';
import { setupTwoFactorProcedure } from './setup-two-factor.ts';
import { updateProfileProcedure } from './update-profile.ts';

export const userRouter = router({
  get: getUserProcedure,
  changePassword: changePasswordProcedure,
  updateProfile: updateProfileProcedure,
  setupTwoFactor: setupTwoFactorProcedure,
  enableTwoFactor: enableTwoFactorProcedure,
  disableTwoFactor: disableTwoFactorProcedure,
  regenerateRecoveryCodes: regenerateRecoveryCodesProcedure,
  listSessions: listSessionsProcedure,
  revokeSessions: revokeSessionsProcedure,
  revokeSession: revokeSessionProcedure,
  acceptInvite: acceptInviteProcedure,
  rejectInvite: rejectInviteProcedure,
});
