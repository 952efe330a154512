import { router } from '../../trpc/init.ts';
import { forgotPassword, resendVerification, resetPassword, verifyEmail } from './email-flows.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { register } from './register.ts';

export const authRouter = router({
  login,
  register,
  verifyEmail,
  resendVerification,
  forgotPassword,
  resetPassword,
  logout,
});
