import CardActionArea from '@mui/material/CardActionArea'
import { createLink } from '@tanstack/react-router'

/** A whole-card click target that navigates like a router link. */
export const CardActionLink = createLink(CardActionArea)
