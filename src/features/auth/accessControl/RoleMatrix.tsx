import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AuthRole } from '@/api/contract/auth'
import { Allowed } from './Allowed'
import { capabilities, roleCan } from './roleRules'
import { RuleCode } from './RuleCode'

const roles: AuthRole[] = ['admin', 'client']

/** Roles by abilities: what an admin and a client may each do. */
export function RoleMatrix() {
  const { t, i18n } = useLingui()
  const roleName = (role: AuthRole) => (role === 'admin' ? t`Admin` : t`Client`)
  return (
    <Card>
      <CardHeader
        title={<Trans>What each role may do</Trans>}
        subheader={<Trans>Decided by CASL from the rules the back end gives each role.</Trans>}
      />
      <CardContent sx={{ pt: 0 }}>
        <TableContainer>
          <Table size="small" aria-label={t`Abilities by role`}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <Trans>Ability</Trans>
                </TableCell>
                {roles.map((role) => (
                  <TableCell key={role} align="center">
                    {roleName(role)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {capabilities.map(({ rule, label }) => (
                <TableRow key={`${rule.action}:${rule.subject}`} data-testid={`ability-row-${rule.action}-${rule.subject}`}>
                  <TableCell>
                    <Typography variant="body2">{i18n._(label)}</Typography>
                    <RuleCode rule={rule} />
                  </TableCell>
                  {roles.map((role) => (
                    <TableCell key={role} align="center" data-testid={`ability-${role}`}>
                      <Allowed allowed={roleCan(role, rule)} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  )
}
