import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { SortableBoard } from '../SortableBoard'

export const meta: ExampleMeta = { title: msg`Two lists`, description: msg`Cards sorted within a list and moved to the other one.`, order: 2 }

export default function TransferLists() {
  const { t } = useLingui()
  const cards = {
    'basil': { id: 'basil', title: t`Basil` },
    'mint': { id: 'mint', title: t`Mint` },
    'thyme': { id: 'thyme', title: t`Thyme` },
    'rosemary': { id: 'rosemary', title: t`Rosemary` },
    'parsley': { id: 'parsley', title: t`Parsley` },
    'sage': { id: 'sage', title: t`Sage` },
  }
  return (
    <SortableBoard
      label={t`Herbs to order`}
      lists={[
        { id: 'available', title: t`Available` },
        { id: 'basket', title: t`In the basket` },
      ]}
      initial={{ available: ['basil', 'mint', 'thyme', 'rosemary'], basket: ['parsley', 'sage'] }}
      cards={cards}
      renderCard={(card) => <Typography variant="body2">{card.title}</Typography>}
      data-testid="transfer-lists"
    />
  )
}
