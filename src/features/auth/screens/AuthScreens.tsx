import type { ComponentType } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSession } from '@/auth/session'
import { TintedAlert } from '../components/TintedAlert'
import { AuthPage } from '../frames/AuthPage'
import { ForgotPasswordForm } from '../forms/ForgotPasswordForm'
import { LoginForm } from '../forms/LoginForm'
import { RegisterForm } from '../forms/RegisterForm'
import { ResetPasswordForm } from '../forms/ResetPasswordForm'
import type { AuthScene } from '../illustrations/AuthBadge'
import type { AuthVersion } from '../paths'
import { MIN_PASSWORD_LENGTH } from '../forms/schemas'

interface ScreenProps {
  version: AuthVersion
  /** Login only: where to go once signed in. */
  redirect?: string
  /** Login only: the session ended for lack of activity (the login page says so). */
  expired?: boolean
}

const scenes: Record<AuthScene, { title: MessageDescriptor; subtitle: MessageDescriptor; Form: ComponentType<ScreenProps> }> = {
  login: {
    title: msg`Welcome to Vantage!`,
    subtitle: msg`Please sign in to your account and start the adventure.`,
    Form: LoginForm,
  },
  register: { title: msg`Adventure starts here`, subtitle: msg`Make your app management easy and fun!`, Form: RegisterForm },
  forgot: {
    title: msg`Forgot password?`,
    subtitle: msg`Enter your email and we will tell you how to reset your password.`,
    Form: ForgotPasswordForm,
  },
  reset: {
    title: msg`Reset password`,
    subtitle: msg({
      message: plural({ minimum: MIN_PASSWORD_LENGTH }, { one: 'Choose a new password of at least # character.', other: 'Choose a new password of at least # characters.' }),
    }),
    Form: ResetPasswordForm,
  },
}

/** An auth page: the scene's form with its heading, framed as v1 (card) or v2 (split with illustration). */
export function AuthScreen({ scene, version, redirect, expired }: ScreenProps & { scene: AuthScene }) {
  const { i18n } = useLingui()
  const { title, subtitle, Form } = scenes[scene]
  return (
    <AuthPage version={version} scene={scene} title={i18n._(title)} subtitle={i18n._(subtitle)}>
      {(scene === 'login' || scene === 'register') && <SignedInNotice />}
      <Form version={version} redirect={redirect} expired={expired} />
    </AuthPage>
  )
}

/**
 * The auth pages are demo pages a signed-in user may open too (the page search offers them):
 * signing in or up here is allowed, and says beforehand that it replaces the current session.
 */
function SignedInNotice() {
  const user = useSession().userData
  if (!user) return null
  const name = user.fullName || user.email
  return (
    <TintedAlert severity="info" data-testid="signed-in-notice" sx={{ mb: 3 }}>
      <Trans>
        You are signed in as <bdi>{name}</bdi>. Signing in here replaces that session.
      </Trans>
    </TintedAlert>
  )
}

// The routes' names for the four scenes.
export const LoginScreen = (props: ScreenProps) => <AuthScreen scene="login" {...props} />
export const RegisterScreen = (props: ScreenProps) => <AuthScreen scene="register" {...props} />
export const ForgotPasswordScreen = (props: ScreenProps) => <AuthScreen scene="forgot" {...props} />
export const ResetPasswordScreen = (props: ScreenProps) => <AuthScreen scene="reset" {...props} />
