import { useState } from 'react'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { showToast } from '@/components/toast'

export const meta: ExampleMeta = {
  title: msg`With an action`,
  description: msg`An Undo in the toast brings back what was just archived.`,
  order: 2,
}

export default function SnackbarWithAction() {
  const { t } = useLingui()
  const [messages, setMessages] = useState(() => [
    { id: 1, subject: t`Weekly report` },
    { id: 2, subject: t`Team lunch on Friday` },
  ])
  const archive = (id: number) => {
    const index = messages.findIndex((message) => message.id === id)
    const archived = messages[index]!
    setMessages((all) => all.filter((message) => message.id !== id))
    showToast(t`Message archived`, {
      // A toast with an action stays longer: there is time to reach the button.
      action: {
        label: t`Undo`,
        onClick: () => setMessages((all) => [...all.slice(0, index), archived, ...all.slice(index)]),
      },
    })
  }
  return messages.length === 0 ? (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      <Trans>The inbox is empty.</Trans>
    </Typography>
  ) : (
    <List dense disablePadding aria-label={t`Inbox`}>
      {messages.map(({ id, subject }) => (
        <ListItem
          key={id}
          divider
          secondaryAction={
            <Button size="small" onClick={() => archive(id)} aria-label={t`Archive ${subject}`}>
              <Trans>Archive</Trans>
            </Button>
          }
        >
          <ListItemText primary={subject} />
        </ListItem>
      ))}
    </List>
  )
}
