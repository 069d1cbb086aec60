/** What the chosen category brings to the form: fee, validity, age limits, route scope, required documents. */
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { Category } from '@passdesk/contract/master-data/category';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';

export function CategorySummary({ category }: { category: Category }) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  const ages =
    category.min_age !== null && category.max_age !== null
      ? t('category.ageRange', { min: category.min_age, max: category.max_age })
      : category.min_age !== null
        ? t('category.ageFrom', { min: category.min_age })
        : category.max_age !== null
          ? t('category.ageTo', { max: category.max_age })
          : t('category.anyAge');
  const facts = [
    [t('category.fee'), format.money(category.fee)],
    [t('category.validity'), t('category.days', { count: category.validity_days })],
    [t('category.age'), ages],
    [t('category.routes'), category.route_scope === 'single_route' ? t('category.singleRoute') : t('category.allRoutes')],
  ] as const;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderInlineStart: 6, borderInlineStartColor: category.colour }} aria-label={t('category.summary', { name: category.name })}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {category.name}
        </Typography>
        <Chip size="small" label={category.code} sx={{ fontFamily: 'monospace' }} />
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, auto)' }, columnGap: 3, rowGap: 1, m: 0 }}>
        {facts.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="caption" color="textSecondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {category.required_documents.length > 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
          {t('category.requires', { documents: category.required_documents.join(', ') })}
        </Typography>
      ) : null}
    </Paper>
  );
}
