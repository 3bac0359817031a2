/** The login page a visitor is sent to, with `?redirect=` back to where they were going. */
export const LOGIN_PATH = '/pages/login-v2'
export const NOT_AUTHORIZED_PATH = '/misc/not-authorized'
