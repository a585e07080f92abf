import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { TOKENS } from '../../../application/tokens';
import {
  CODE_LENGTH,
  REGISTRATION_SUCCESS_REDIRECT_SECONDS,
  RESEND_COUNTDOWN_SECONDS,
  RESEND_LOCK_SECONDS,
} from '../../../domain/constants';
import type { VendorRegistrationData } from '../../../domain/entities';
import { MESSAGES } from '../../../domain/messages';
import { useService } from '../../hooks/useService';
import { EMPTY_REGISTRATION, type RegistrationFormValues } from './registration-rules';

type Step = 'form' | 'code' | 'success';

// An API error has already been shown by the HTTP adapter; anything else still needs a message.
const alreadyShown = (error: unknown) => error instanceof Error && 'status' in error;
const errorMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : '');

/** Vendor sign-up (SPEC §4): form, then the email code, then success and connect-company after 60 s. */
export function useRegistrationFlow() {
  const registration = useService(TOKENS.VendorRegistration);
  const notifier = useService(TOKENS.Notifier);
  const [, navigate] = useLocation();
  const [step, setStep] = useState<Step>('form');
  const [values, setValues] = useState<RegistrationFormValues>(EMPTY_REGISTRATION);
  const [adminId, setAdminId] = useState('');
  const [pending, setPending] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(RESEND_COUNTDOWN_SECONDS);
  const [lockLeft, setLockLeft] = useState(0);

  // One ticking second drives the resend countdown, its lock and the success redirect.
  useEffect(() => {
    if (step === 'form') return;
    const timer = setInterval(() => {
      setSecondsLeft((s) => Math.max(0, s - 1));
      setLockLeft((s) => Math.max(0, s - 1));
    }, 1000);
    return () => clearInterval(timer);
  }, [step]);

  useEffect(() => {
    if (step === 'success' && secondsLeft === 0) navigate('/connect-company');
  }, [step, secondsLeft, navigate]);

  const submitForm = useCallback(
    async (data: VendorRegistrationData, typed: RegistrationFormValues) => {
      setValues(typed);
      setPending(true);
      try {
        const answer = await registration.register(data);
        setAdminId(answer.adminId);
        setSecondsLeft(RESEND_COUNTDOWN_SECONDS);
        setStep('code');
      } catch (error) {
        if (!alreadyShown(error)) notifier.error(errorMessage(error) || MESSAGES.genericError);
      } finally {
        setPending(false);
      }
    },
    [registration, notifier],
  );

  const submitCode = useCallback(
    async (code: string) => {
      if (code.length < CODE_LENGTH) return notifier.error(MESSAGES.otpIncomplete);
      if (!/^\d{4}$/.test(code)) return notifier.error(MESSAGES.otpNotNumeric);
      setPending(true);
      try {
        await registration.verifyCode({ adminId, otp: Number(code) });
        setSecondsLeft(REGISTRATION_SUCCESS_REDIRECT_SECONDS);
        setStep('success');
      } catch (error) {
        if (!alreadyShown(error)) notifier.error(errorMessage(error) || MESSAGES.invalidOtp);
      } finally {
        setPending(false);
      }
    },
    [registration, notifier, adminId],
  );

  const resend = useCallback(async () => {
    setPending(true);
    try {
      await registration.resendCode(adminId);
      setSecondsLeft(RESEND_COUNTDOWN_SECONDS);
      setLockLeft(RESEND_LOCK_SECONDS);
    } catch {
      notifier.error(MESSAGES.resendOtpFailed);
    } finally {
      setPending(false);
    }
  }, [registration, notifier, adminId]);

  return {
    step,
    values,
    pending,
    secondsLeft,
    canResend: secondsLeft === 0,
    resendLocked: lockLeft > 0,
    submitForm,
    submitCode,
    resend,
    back: () => setStep('form'),
  };
}
