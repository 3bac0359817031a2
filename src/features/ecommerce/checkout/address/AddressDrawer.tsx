import MenuItem from '@mui/material/MenuItem'
import { Trans, useLingui } from '@lingui/react/macro'
import { AddressInput, type Address } from '@/api/contract/ecommerce'
import { FormAlert, FormCheckbox, FormFields, useSubmit, useZodForm, type FormFieldSpec } from '@/components/form'
import { FormDrawer } from '@/components/form/FormDrawer'
import { refusalForForm, useContractMessages, useContractSchema } from '../contractMessages'
import { useAddAddress } from '../mutations'

const EMPTY: Required<AddressInput> = {
  fullName: '',
  phone: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
  type: 'home',
  isDefault: false,
}

interface AddressDrawerProps {
  open: boolean
  onClose: () => void
  /** The address as saved: the checkout chooses it. */
  onAdded: (address: Address) => void
}

/**
 * "Add new address": the contract's AddressInput checks each field as the server will, and what the
 * server still refuses shows under the field it names.
 */
export function AddressDrawer({ open, onClose, onAdded }: AddressDrawerProps) {
  const { t } = useLingui()
  const say = useContractMessages()
  const form = useZodForm(useContractSchema(AddressInput), { defaultValues: EMPTY })
  const add = useAddAddress()
  const close = () => {
    form.reset(EMPTY)
    onClose()
  }
  const submit = useSubmit(
    form,
    async (values) => {
      try {
        return await add.mutateAsync(values)
      } catch (error) {
        throw refusalForForm(error, say)
      }
    },
    {
      successMessage: t`The address was saved`,
      errorMessage: t`The address could not be saved. Please try again.`,
      onSuccess: (address) => {
        close()
        onAdded(address)
      },
    },
  )
  const fields: FormFieldSpec<AddressInput>[] = [
    { name: 'fullName', label: t`Full name`, required: true, autoComplete: 'shipping name' },
    { name: 'phone', label: t`Phone`, type: 'tel', required: true, autoComplete: 'shipping tel' },
    { name: 'line1', label: t`Address`, required: true, autoComplete: 'shipping address-line1' },
    { name: 'line2', label: t`Apartment, suite, etc. (optional)`, autoComplete: 'shipping address-line2' },
    { name: 'city', label: t`City`, required: true, autoComplete: 'shipping address-level2' },
    { name: 'state', label: t`State or region (optional)`, autoComplete: 'shipping address-level1' },
    { name: 'postcode', label: t`Postcode`, required: true, autoComplete: 'shipping postal-code' },
    { name: 'country', label: t`Country`, required: true, autoComplete: 'shipping country-name' },
    {
      name: 'type',
      label: t`Address type`,
      select: true,
      children: [
        <MenuItem key="home" value="home">
          <Trans>Home</Trans>
        </MenuItem>,
        <MenuItem key="office" value="office">
          <Trans>Office</Trans>
        </MenuItem>,
      ],
    },
  ]
  return (
    <FormDrawer
      {...submit}
      open={open}
      title={<Trans>Add new address</Trans>}
      submitLabel={<Trans>Save address</Trans>}
      dirty={form.formState.isDirty}
      onClose={close}
    >
      <FormAlert form={form} />
      <FormFields control={form.control} fields={fields} />
      <FormCheckbox control={form.control} name="isDefault" label={<Trans>Use as my default address</Trans>} />
    </FormDrawer>
  )
}
