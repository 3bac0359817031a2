import { useCallback, useDeferredValue, useState } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useFormState } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Client, InvoiceClient } from '@/api/contract/invoices'
import type { ZodForm } from '@/components/form'
import { invoiceQueries } from '../queries'
import type { InvoiceFormSchema } from './invoiceFormValues'
import { NewClientDialog, type NewClient } from './NewClientDialog'

/** The client shown as chosen: one of the list (with its id) or a new one typed in. */
type Chosen = InvoiceClient & { id?: number }

/** The list's last choice, which opens the new client's fields instead of choosing. */
const ADD_NEW = { add: true } as const
type Option = Client | typeof ADD_NEW

const isAddNew = (option: Option | Chosen): option is typeof ADD_NEW => 'add' in option

const sameClient = (a: Chosen, b: Chosen) => a.id === b.id && a.name === b.name

/** The clients found, the chosen one first when the search left it out (a new client is in no list), and the add choice. */
function optionsWith(chosen: Chosen | null, found: readonly Client[]): (Option | Chosen)[] {
  const listed = !chosen || found.some((client) => sameClient(client, chosen))
  return [...(listed ? [] : [chosen]), ...found, ADD_NEW]
}

/**
 * Who the invoice is for: a client found by name, company or email (the clients call, narrowed as
 * the user types), or a new one added through a dialog and saved with the invoice. The form holds
 * `clientId` or `client`, never both; the chosen client's address shows under the picker.
 */
export function ClientPicker({ form, initial }: { form: ZodForm<InvoiceFormSchema>; initial: Chosen | null }) {
  const { t } = useLingui()
  const [chosen, setChosen] = useState<Chosen | null>(initial)
  const [typed, setTyped] = useState('')
  const [adding, setAdding] = useState(false)
  // What was typed last narrows the list; a slow answer never holds up typing.
  const q = useDeferredValue(chosen && typed === chosen.name ? '' : typed.trim())
  const clients = useQuery({ ...invoiceQueries.clients(q), placeholderData: keepPreviousData })
  const { errors, isSubmitted } = useFormState({ control: form.control, name: ['clientId', 'client'] })
  const error = errors.clientId?.message ?? errors.client?.message
  // Stable: the picker puts the chosen client's name back into the field whenever this changes.
  const labelOf = useCallback((option: Option | Chosen) => (isAddNew(option) ? t`Add new client` : option.name), [t])

  const choose = (next: Chosen | null, fields: { clientId?: number; client?: NewClient }) => {
    setChosen(next)
    form.setValue('clientId', fields.clientId)
    form.setValue('client', fields.client)
    // After a first submit, the picker's message follows the choice at once, as every field's does.
    if (isSubmitted) void form.trigger(['clientId', 'client'])
  }

  return (
    <Box>
      <Autocomplete<Option | Chosen>
        value={chosen}
        onChange={(_event, option) => {
          if (option && isAddNew(option)) setAdding(true)
          else if (option) choose(option, option.id === undefined ? { client: option } : { clientId: option.id })
          else choose(null, {})
        }}
        inputValue={typed}
        onInputChange={(_event, text) => setTyped(text)}
        options={optionsWith(chosen, clients.data ?? [])}
        // The server has narrowed the list already; the add choice always stays.
        filterOptions={(options) => options}
        getOptionLabel={labelOf}
        isOptionEqualToValue={(option, value) => !isAddNew(option) && !isAddNew(value) && sameClient(option, value)}
        getOptionKey={(option) => (isAddNew(option) ? 'add-new' : `${option.id ?? 'new'}-${option.companyEmail}`)}
        renderOption={({ key, ...props }, option) =>
          isAddNew(option) ? (
            <Box component="li" key={key} {...props} sx={{ color: 'primary.main', gap: 1 }}>
              <Add fontSize="small" />
              <Trans>Add new client</Trans>
            </Box>
          ) : (
            <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
              <Typography variant="body2">{option.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {option.company ? `${option.company} · ${option.companyEmail}` : option.companyEmail}
              </Typography>
            </Box>
          )
        }
        // A list that failed to load is asked for again each time the picker opens.
        onOpen={() => void (clients.isError && clients.refetch())}
        loading={clients.isFetching}
        loadingText={<Trans>Loading…</Trans>}
        noOptionsText={clients.isError ? <Trans>The clients could not be loaded</Trans> : <Trans>No clients found</Trans>}
        renderInput={(params) => (
          <TextField
            {...params}
            name="clientId"
            label={t`Client`}
            required
            error={Boolean(error)}
            helperText={error}
            slotProps={{ ...params.slotProps, formHelperText: { role: error ? 'alert' : undefined } }}
          />
        )}
      />
      {chosen && <ClientDetails client={chosen} />}
      <NewClientDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdd={(client) => {
          choose(client, { client })
          setTyped(client.name)
        }}
      />
    </Box>
  )
}

/** Where the invoice goes: the client's company, address, country, phone and email. */
function ClientDetails({ client }: { client: Chosen }) {
  const lines = [client.company, client.address, client.country, client.contact, client.companyEmail].filter(Boolean)
  return (
    <Box data-testid="invoice-client-details" sx={{ mt: 1.5, color: 'text.secondary' }}>
      {client.id === undefined && (
        <Typography variant="caption" color="primary" component="p">
          <Trans>New client, saved with the invoice</Trans>
        </Typography>
      )}
      {lines.map((line, index) => (
        <Typography key={index} variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  )
}
