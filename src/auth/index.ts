/** Session, abilities and route guards. Screens and routes import from here. */
export { getSession, subscribeSession, useSession, login, logout, setTokens, updateUserData, type Session } from './session'
export { DEFAULT_RULES, currentAbility, can, useAbility, type AppAbility } from './ability'
export { homeFor, afterLoginPath } from './home'
export { requireAuth, LOGIN_PATH, NOT_AUTHORIZED_PATH, type Requirement } from './guards'
export { useLoginMutation, useRegisterMutation } from './queries'
export { notePage, rememberedEmail, rememberedPage } from './remembered'
