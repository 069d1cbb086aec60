/**
 * Renew Card (/renew-card): two tabs with counts — Expired (cards whose validity has ended, neither
 * blocked nor deleted, each with a Renew action) and Renewed (renewals, with a view, a receipt and
 * history correction). The tab is in the URL (`?tab=renewed`); switching starts its list afresh.
 */
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CountTabLabel } from '../../components/CountTabLabel.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useFormat } from '../../lib/format.ts';
import { ExpiredTab } from './ExpiredTab.tsx';
import { EXPIRED_PATH, RENEWED_PATH, useListTotal } from './renewals-api.ts';
import { RenewedTab } from './RenewedTab.tsx';

type TabName = 'expired' | 'renewed';

export default function RenewCardPage() {
  const { t } = useTranslation('renewals');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const tab: TabName = params.get('tab') === 'renewed' ? 'renewed' : 'expired';
  const expiredCount = useListTotal(EXPIRED_PATH).data;
  const renewedCount = useListTotal(RENEWED_PATH).data;
  const count = (value: number | undefined) => (value === undefined ? undefined : format.number(value));

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs
        value={tab}
        onChange={(_event, next: TabName) => setParams(next === 'expired' ? {} : { tab: next })}
        aria-label={t('tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        <Tab value="expired" id="renew-tab-expired" aria-controls="renew-panel" label={<CountTabLabel label={t('tabs.expired')} count={count(expiredCount)} />} />
        <Tab value="renewed" id="renew-tab-renewed" aria-controls="renew-panel" label={<CountTabLabel label={t('tabs.renewed')} count={count(renewedCount)} />} />
      </Tabs>
      <Box id="renew-panel" role="tabpanel" aria-labelledby={`renew-tab-${tab}`}>
        {tab === 'expired' ? <ExpiredTab /> : <RenewedTab />}
      </Box>
    </>
  );
}
