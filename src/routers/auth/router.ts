import { router } from '../../trpc/init.ts';
import { forgotPasswordProcedure } from './forgot-password.ts';
import { loginProcedure } from './login.ts';
import { logoutProcedure } from './logout.ts';
import { registerProcedure } from './register.ts';
import { resendVerificationProcedure } from './resend-verification.ts';
import { resetPasswordProcedure } from './reset-password.ts';
import { verifyEmailProcedure } from './verify-email.ts';

export const authRouter = router({
  login: loginProcedure,
  register: registerProcedure,
  verifyEmail: verifyEmailProcedure,
  resendVerification: resendVerificationProcedure,
  forgotPassword: forgotPasswordProcedure,
  resetPassword: resetPasswordProcedure,
  logout: logoutProcedure,
});
