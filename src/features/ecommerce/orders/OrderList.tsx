import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { ServerDataGrid } from '@/components/DataGrid/ServerDataGrid'
import { PageHeader } from '@/components/PageHeader'
import { StateMessage } from '@/components/StateMessage'
import type { ListScreenProps } from '@/lib/listSearch'
import { compactOrderColumns, useOrderColumns } from './columns'
import { orderList } from './queries'
import { orderSearch, type OrderSearch } from './search'

/** /apps/ecommerce/orders: the signed-in user's orders, newest first, paged by the server. */
export function OrderList({ search, onSearchChange }: ListScreenProps<OrderSearch>) {
  const { t } = useLingui()
  return (
    <>
      <PageHeader
        title={<Trans>My orders</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: <Trans>Orders</Trans> }]}
        actions={
          <Button variant="outlined" startIcon={<StorefrontOutlined />} component={Link} to="/apps/ecommerce/shop">
            <Trans>Continue shopping</Trans>
          </Button>
        }
      />
      <Card>
        <ServerDataGrid
          label={t`Orders`}
          countLabel={(count) => plural(count, { one: '# order', other: '# orders' })}
          list={orderSearch}
          search={search}
          onSearchChange={onSearchChange}
          {...orderList.gridProps(search)}
          columns={useOrderColumns()}
          compactColumns={compactOrderColumns}
          emptyHint={<Trans>Orders you place at checkout show here.</Trans>}
          noRows={
            <StateMessage
              kind="empty"
              size="small"
              title={<Trans>No orders yet</Trans>}
              text={<Trans>Orders you place at checkout show here.</Trans>}
              action={
                <Button variant="outlined" size="small" component={Link} to="/apps/ecommerce/shop">
                  <Trans>Go to the shop</Trans>
                </Button>
              }
            />
          }
          rowHeight={56}
        />
      </Card>
    </>
  )
}
