import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';

/** One panel of an organisation's Dashboard: an outlined card, a region named by its title. */
export const DashboardCard = ({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) => {
  const id = `org-dashboard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardHeader title={title} action={action} slotProps={{ title: { id, variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
};
