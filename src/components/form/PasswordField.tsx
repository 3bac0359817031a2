import { useState } from 'react'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined'
import { useLingui } from '@lingui/react/macro'
import type { FieldValues } from 'react-hook-form'
import { FormTextField, type FormTextFieldProps } from './FormTextField'

/** A password field of a kit form, with a show/hide toggle so a user can check what they typed. */
export function PasswordField<T extends FieldValues>({ slotProps, ...props }: Omit<FormTextFieldProps<T>, 'type'>) {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? t`Hide password` : t`Show password`}
                onClick={() => setVisible((v) => !v)}
                // Keeps the focus (and the caret) in the field.
                onMouseDown={(e) => e.preventDefault()}
              >
                {visible ? <VisibilityOffOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  )
}
