/**
 * /forgot-password (docs/panel.md "Signing in and out"): the three steps forgot-password → verify-otp → reset-password
 * on one route. The new password does not sign in: the user goes back to /login.
 */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { Link, Step, StepLabel, Stepper } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from '../../../layout/AuthLayout.tsx';
import { NewPasswordStep } from './NewPasswordStep.tsx';
import { RequestCodeStep } from './RequestCodeStep.tsx';
import { VerifyCodeStep } from './VerifyCodeStep.tsx';

type Progress = { step: 'forgot-password' } | { step: 'verify-otp'; email: string } | { step: 'reset-password'; resetToken: string };

const STEPS = ['forgot-password', 'verify-otp', 'reset-password'] as const;

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [progress, setProgress] = useState<Progress>({ step: 'forgot-password' });
  const subtitle =
    progress.step === 'forgot-password'
      ? t('forgot.subtitle')
      : progress.step === 'verify-otp'
        ? t('verify.subtitle', { email: progress.email })
        : t('reset.subtitle');

  return (
    <AuthLayout title={t(`steps.${progress.step}`)} subtitle={subtitle}>
      <Stepper activeStep={STEPS.indexOf(progress.step)} alternativeLabel sx={{ mb: 3 }} aria-label={t('steps.label')}>
        {STEPS.map((step) => (
          <Step key={step}>
            <StepLabel>{t(`steps.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {progress.step === 'forgot-password' && <RequestCodeStep onSent={(email) => setProgress({ step: 'verify-otp', email })} />}
      {progress.step === 'verify-otp' && (
        <VerifyCodeStep
          email={progress.email}
          onVerified={(resetToken) => setProgress({ step: 'reset-password', resetToken })}
          onChangeEmail={() => setProgress({ step: 'forgot-password' })}
        />
      )}
      {progress.step === 'reset-password' && (
        <NewPasswordStep resetToken={progress.resetToken} onExpired={() => setProgress({ step: 'forgot-password' })} />
      )}
      <Link component={RouterLink} to={SCREENS.login} underline="hover" sx={{ display: 'block', textAlign: 'center', mt: 3 }}>
        {t('forgot.backToLogin')}
      </Link>
    </AuthLayout>
  );
}
