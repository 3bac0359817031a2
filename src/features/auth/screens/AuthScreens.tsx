import { Trans } from '@lingui/react/macro'
import { AuthPage } from '../frames/AuthPage'
import { ForgotPasswordForm } from '../forms/ForgotPasswordForm'
import { LoginForm } from '../forms/LoginForm'
import { RegisterForm } from '../forms/RegisterForm'
import { ResetPasswordForm } from '../forms/ResetPasswordForm'
import type { AuthVersion } from '../paths'
import { MIN_PASSWORD_LENGTH } from '../forms/schemas'

// Each screen is its form with a heading, framed as v1 (card) or v2 (split with illustration).

export function LoginScreen({ version, redirect }: { version: AuthVersion; redirect?: string }) {
  return (
    <AuthPage
      version={version}
      scene="login"
      title={<Trans>Welcome to Vantage!</Trans>}
      subtitle={<Trans>Please sign in to your account and start the adventure.</Trans>}
    >
      <LoginForm version={version} redirect={redirect} />
    </AuthPage>
  )
}

export function RegisterScreen({ version }: { version: AuthVersion }) {
  return (
    <AuthPage
      version={version}
      scene="register"
      title={<Trans>Adventure starts here</Trans>}
      subtitle={<Trans>Make your app management easy and fun!</Trans>}
    >
      <RegisterForm version={version} />
    </AuthPage>
  )
}

export function ForgotPasswordScreen({ version }: { version: AuthVersion }) {
  return (
    <AuthPage
      version={version}
      scene="forgot"
      title={<Trans>Forgot password?</Trans>}
      subtitle={<Trans>Enter your email and we will tell you how to reset your password.</Trans>}
    >
      <ForgotPasswordForm version={version} />
    </AuthPage>
  )
}

export function ResetPasswordScreen({ version }: { version: AuthVersion }) {
  return (
    <AuthPage
      version={version}
      scene="reset"
      title={<Trans>Reset password</Trans>}
      subtitle={<Trans>Choose a new password of at least {MIN_PASSWORD_LENGTH} characters.</Trans>}
    >
      <ResetPasswordForm version={version} />
    </AuthPage>
  )
}
