import Button from '@mui/material/Button'
import { createLink } from '@tanstack/react-router'

/** An MUI button that navigates like a router link (type-checked `to`, `params` and `search`). */
export const ButtonLink = createLink(Button)
