import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { UserProfile } from '../../../../domain/api-contract.ts';
import { DISTRICTS } from '../../../../domain/districts.ts';
import { PROFILE_MAX_LENGTH, validateProfile, type ProfileInput } from '../../../../domain/profile.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { Select } from '../../../components/ui/select/Select.tsx';
import { Spinner } from '../../../components/ui/spinner/Spinner.tsx';
import { TextInput } from '../../../components/ui/text-input/TextInput.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { joinedFieldErrors } from '../../../lib/error-message.ts';
import { useFocusFirstError } from '../../../lib/use-focus-first-error.ts';
import { useProfile } from '../api/get-profile.ts';
import { useToast } from '../../../components/ui/toast/use-toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

export const SAVE_FAILED_TITLE = 'Profile Setup Error';
export const SAVE_FAILED = 'Failed to save profile. Please try again.';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

type FieldErrors = Partial<Record<keyof ProfileInput, string>>;

function initialValues(profile: UserProfile | undefined): ProfileInput {
  return {
    fullName: profile?.fullName ?? '',
    streetAddress: profile?.streetAddress ?? '',
    city: profile?.city ?? '',
    district: profile?.district ?? '',
  };
}

function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const detail of error.details) {
    if (detail.field in initialValues(undefined)) errors[detail.field as keyof ProfileInput] ??= detail.message;
  }
  return errors;
}

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * `setup` (/profile-setup, onboarding): saved, then on to /. `edit` (/profile/edit, from the
 * profile page): "Save changes" back to /profile, and Cancel leaves without saving.
 */
export type ProfileFormMode = 'setup' | 'edit';

/** /profile-setup and /profile/edit: full name, street address, city/town and district. */
export function ProfileSetupForm({ mode = 'setup' }: { mode?: ProfileFormMode }) {
  const profile = useProfile();
  if (profile.isPending) return <Spinner label="Loading your profile" />;
  // A failed load still lets the user fill the form in from scratch.
  return <ProfileFields initial={initialValues(profile.data)} mode={mode} />;
}

function ProfileFields({ initial, mode }: { initial: ProfileInput; mode: ProfileFormMode }) {
  const navigate = useNavigate();
  const save = useUpdateProfile();
  const toast = useToast();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { ref: formRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();

  function update(field: keyof ProfileInput, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateProfile(values);
    if (!result.ok) {
      setErrors(Object.fromEntries(result.errors.map((error) => [error.field, error.message])));
      focusFirstError();
      return;
    }
    setErrors({});
    save.mutate(result.value, {
      onSuccess: ({ queued }) => {
        if (queued) toast.info('Profile saved on this phone', 'It will be sent when you reconnect.');
        else if (mode === 'edit') toast.success('Profile saved.');
        void navigate(mode === 'edit' ? paths.profile.getHref() : paths.home.getHref());
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        focusFirstError();
      },
    });
  }

  const details = joinedFieldErrors(save.error);
  return (
    <Form ref={formRef} onSubmit={handleSubmit} noValidate>
      <TextInput
        label="Full name"
        name="fullName"
        autoComplete="name"
        value={values.fullName}
        onChange={(event) => update('fullName', event.target.value)}
        maxLength={PROFILE_MAX_LENGTH.fullName}
        error={errors.fullName}
        required
      />
      <TextInput
        label="Street address"
        name="streetAddress"
        autoComplete="street-address"
        value={values.streetAddress}
        onChange={(event) => update('streetAddress', event.target.value)}
        maxLength={PROFILE_MAX_LENGTH.streetAddress}
        error={errors.streetAddress}
        required
      />
      <TextInput
        label="City/Town"
        name="city"
        autoComplete="address-level2"
        value={values.city}
        onChange={(event) => update('city', event.target.value)}
        maxLength={PROFILE_MAX_LENGTH.city}
        error={errors.city}
        required
      />
      <Select
        label="District"
        name="district"
        options={DISTRICTS}
        placeholder="Select your district"
        value={values.district}
        onChange={(event) => update('district', event.target.value)}
        error={errors.district}
        required
      />
      {save.isError ? (
        <Alert variant="error" title={SAVE_FAILED_TITLE}>
          {SAVE_FAILED}
          {details ? <div>{details}</div> : null}
        </Alert>
      ) : null}
      {mode === 'edit' ? (
        <Actions>
          <Button type="submit" size="lg" fullWidth loading={save.isPending}>
            Save changes
          </Button>
          {/* Leaves without saving: nothing typed here reaches the profile. */}
          <Button type="button" variant="outline" size="lg" fullWidth disabled={save.isPending} onClick={() => void navigate(paths.profile.getHref())}>
            Cancel
          </Button>
        </Actions>
      ) : (
        <Button type="submit" size="lg" fullWidth loading={save.isPending}>
          Save and continue
        </Button>
      )}
    </Form>
  );
}
