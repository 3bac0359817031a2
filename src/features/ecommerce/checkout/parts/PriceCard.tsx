import { useEffect, useEffectEvent, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import LinearProgress from '@mui/material/LinearProgress'
import Skeleton from '@mui/material/Skeleton'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { fieldErrors } from '@/api'
import { StateMessage } from '@/components/StateMessage'
import { TitledCard } from '@/components/TitledCard'
import { useContractMessages } from '../contractMessages'
import { cartPriceQuery } from '../queries'
import { CouponField } from './CouponField'
import { PriceList } from './PriceList'

interface PriceCardProps {
  /** The coupon applied ('' for none). */
  coupon: string
  onCouponChange: (coupon: string) => void
  /** Under the figures: what the step shows there (where the order ships) and its button on. */
  children?: ReactNode
}

/**
 * Beside every step: the coupon and what the cart comes to, as the server adds it up. An applied
 * coupon that the server refuses (a link with a made-up code) is dropped, and the field says why.
 */
export function PriceCard({ coupon, onCouponChange, children }: PriceCardProps) {
  const { t } = useLingui()
  const say = useContractMessages()
  const price = useQuery({ ...cartPriceQuery(coupon), placeholderData: keepPreviousData })
  const refused = fieldErrors(price.error)?.coupon
  const [refusal, setRefusal] = useState<string | undefined>(undefined)
  // The refusal is kept once seen: the coupon leaves the address, and with it the failed query.
  const [seen, setSeen] = useState(refused)
  if (refused !== seen) {
    setSeen(refused)
    if (refused && coupon !== '') setRefusal(say(refused))
  }
  const drop = useEffectEvent(() => onCouponChange(''))
  useEffect(() => {
    if (refused && coupon !== '') drop()
  }, [refused, coupon])

  return (
    <TitledCard title={<Trans>Price details</Trans>} aria-busy={price.data === undefined && !price.error} data-testid="price-card">
      {price.isPlaceholderData && price.isFetching && (
        <LinearProgress aria-label={t`Updating`} sx={{ position: 'absolute', insetInline: 0, top: 0, height: 2 }} />
      )}
      <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2.5, '&:last-child': { pb: 3 } }}>
        <CouponField
          coupon={coupon}
          onChange={(code) => {
            setRefusal(undefined)
            onCouponChange(code)
          }}
          refusal={refusal}
        />
        <Divider />
        {price.data ? (
          <PriceList amounts={price.data} />
        ) : price.error && !refused ? (
          <StateMessage
            kind="error"
            size="small"
            title={<Trans>The price could not be loaded</Trans>}
            text={price.error.message}
            error={price.error}
            onRetry={() => void price.refetch()}
          />
        ) : (
          <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} variant="text" />
            ))}
          </Box>
        )}
        {children}
      </CardContent>
    </TitledCard>
  )
}
