import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Divider from '@mui/material/Divider'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Skeleton from '@mui/material/Skeleton'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ProductFacets } from '@/api/contract/ecommerce'
import { PRODUCT_CATEGORIES, type ProductCategory } from '@/api/contract/ecommerceValues'
import { visuallyHidden } from '@/components/visuallyHidden'
import { CATEGORY_LABELS } from '../shared/labels'
import { CLEARED_FILTERS, hasFilters, type ShopSearch, type ShopSearchChange } from '../search'
import { PriceFilter } from './PriceFilter'

interface ShopFiltersProps {
  search: ShopSearch
  onSearchChange: ShopSearchChange
  /** The counts of the last answer (the previous one while the next loads); undefined before the first. */
  facets: ProductFacets | undefined
}

const RATINGS = [4, 3, 2, 1] as const

/**
 * The shop's filters: price, categories, brands, rating and free shipping, each brand and category with
 * how many products it would show under the other filters (the server counts them). Every change goes
 * into the address, back to page 1.
 */
export function ShopFilters({ search, onSearchChange, facets }: ShopFiltersProps) {
  const { t, i18n } = useLingui()
  const toggle = <T,>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((each) => each !== value) : [...list, value])
  const countOf = (entries: readonly { value: string; count: number }[] | undefined, value: string) => entries?.find((entry) => entry.value === value)?.count
  // The brands the address names that no product has (an old link) stay listed, so they can be unticked.
  const brands = [...(facets?.brands.map((entry) => entry.value) ?? []), ...search.brand.filter((brand) => !facets?.brands.some((entry) => entry.value === brand))]

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }} data-testid="shop-filters">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h2">
          <Trans>Filters</Trans>
        </Typography>
        <Button size="small" startIcon={<FilterAltOffOutlined />} disabled={!hasFilters(search)} onClick={() => onSearchChange(CLEARED_FILTERS)}>
          <Trans>Clear filters</Trans>
        </Button>
      </Box>

      <FilterGroup legend={t`Price`}>
        {facets ? (
          <PriceFilter value={search.price} bounds={facets.priceRange} onChange={(price) => onSearchChange({ price })} />
        ) : (
          <Skeleton variant="rounded" height={96} />
        )}
      </FilterGroup>
      <Divider />

      <FilterGroup legend={t`Categories`}>
        {PRODUCT_CATEGORIES.map((category: ProductCategory) => (
          <CountedCheckbox
            key={category}
            label={i18n._(CATEGORY_LABELS[category])}
            count={countOf(facets?.categories, category)}
            checked={search.category.includes(category)}
            onChange={() => onSearchChange({ category: toggle(search.category, category) })}
          />
        ))}
      </FilterGroup>
      <Divider />

      <FilterGroup legend={t`Brands`}>
        {facets
          ? brands.map((brand) => (
              <CountedCheckbox
                key={brand}
                label={brand}
                count={countOf(facets.brands, brand) ?? 0}
                checked={search.brand.includes(brand)}
                onChange={() => onSearchChange({ brand: toggle(search.brand, brand) })}
              />
            ))
          : Array.from({ length: 6 }, (_, index) => <Skeleton key={index} height={32} />)}
      </FilterGroup>
      <Divider />

      <FilterGroup legend={t`Rating`}>
        <RadioGroup
          value={String(search.rating ?? '')}
          onChange={(event) => onSearchChange({ rating: event.target.value === '' ? undefined : Number(event.target.value) })}
        >
          <FormControlLabel value="" control={<Radio size="small" />} label={t`Any rating`} />
          {RATINGS.map((stars) => (
            <FormControlLabel
              key={stars}
              value={String(stars)}
              control={<Radio size="small" />}
              label={plural(stars, { one: '# star & up', other: '# stars & up' })}
            />
          ))}
        </RadioGroup>
      </FilterGroup>
      <Divider />

      <FormControlLabel
        control={<Switch checked={search.freeShipping} onChange={(event) => onSearchChange({ freeShipping: event.target.checked })} />}
        label={t`Free shipping only`}
      />
    </Box>
  )
}

/** A group of filters under its name: a fieldset, so each box is read with the group it is in. */
function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1, p: 0, fontWeight: 600 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  )
}

interface CountedCheckboxProps {
  label: string
  /** How many products ticking it would show; undefined while unknown. */
  count: number | undefined
  checked: boolean
  onChange: () => void
}

/** A filter's checkbox with the count of products beside it ("Audio 6"), read as one name ("Audio, 6 products"). */
function CountedCheckbox({ label, count, checked, onChange }: CountedCheckboxProps) {
  const { i18n } = useLingui()
  return (
    <FormControlLabel
      sx={{ mr: 0, '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 } }}
      control={<Checkbox size="small" checked={checked} onChange={onChange} sx={{ py: 0.5 }} />}
      label={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {label}
          </Box>
          {count !== undefined && (
            <>
              <Box
                component="span"
                aria-hidden
                sx={{ color: count === 0 ? 'text.disabled' : 'text.secondary', typography: 'body2', fontVariantNumeric: 'tabular-nums' }}
              >
                {i18n.number(count)}
              </Box>
              <Box component="span" sx={visuallyHidden}>
                {` (${plural(count, { one: '# product', other: '# products' })})`}
              </Box>
            </>
          )}
        </Box>
      }
    />
  )
}
