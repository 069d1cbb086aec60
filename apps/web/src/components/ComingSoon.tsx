import { Card, CardContent, Typography } from '@mui/material';

/** Placeholder for a route whose feature is not built yet (replaced by later issues). */
export default function ComingSoon() {
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1">
          PassDesk
        </Typography>
        <Typography color="text.secondary">Coming soon</Typography>
      </CardContent>
    </Card>
  );
}
