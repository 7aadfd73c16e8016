import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import type { AdminCard } from './adminCards.ts';

export const AdminCards = ({ cards }: { cards: AdminCard[] }) =>
  cards.length === 0 ? null : (
    <section>
      <Typography sx={{ mb: 1 }}>Click the organisation database you would like to access</Typography>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 }}>
        {cards.map((c) => (
          <Card key={c.key} variant="outlined">
            <CardActionArea component={Link} to={c.href}>
              <CardContent>
                <Typography variant="overline" color="text.secondary">
                  {c.kind}
                </Typography>
                <Typography variant="h6">{c.title}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </div>
    </section>
  );
