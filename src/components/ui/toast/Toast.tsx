import styled, { css, keyframes, type DefaultTheme } from 'styled-components';
import { PAYMENT_METHOD_LABELS, type ToastType } from '../../../../domain/statuses.ts';
import { Icon, type IconName } from '../icon/Icon.tsx';
import { Spinner } from '../spinner/Spinner.tsx';
import type { Toast as ToastData, ToastApi } from './toast-store.ts';

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;
const exit = keyframes`
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: translateX(24px); }
`;

function accent(type: ToastType, theme: DefaultTheme, orange: boolean): { bar: string; icon: string } {
  const { colors } = theme;
  switch (type) {
    case 'success':
      return { bar: colors.success, icon: colors.successStrong };
    case 'error':
      return { bar: colors.error, icon: colors.errorStrong };
    case 'warning':
      return { bar: colors.warning, icon: colors.warningStrong };
    case 'payment':
      return orange ? { bar: colors.orangeMoney, icon: colors.orangeMoneyStrong } : { bar: colors.secondary, icon: colors.secondary };
    case 'info':
    case 'loading':
      return { bar: colors.info, icon: colors.infoStrong };
  }
}

const ICONS: Record<Exclude<ToastType, 'loading'>, IconName> = {
  success: 'check-circle',
  error: 'x-circle',
  warning: 'alert',
  info: 'info',
  payment: 'card',
};

const Card = styled.div<{ $type: ToastType; $orange: boolean; $leaving: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  width: 100%;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]} ${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ $type, $orange, theme }) => accent($type, theme, $orange).bar};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.text};
  pointer-events: auto;
  ${({ $leaving, theme }) =>
    $leaving
      ? css`animation: ${exit} ${theme.durations.toastRemoval}ms ease-in forwards;`
      : css`animation: ${enter} ${theme.durations.normal}ms ease-out;`}
`;

const IconWrap = styled.span<{ $type: ToastType; $orange: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  margin-top: 2px;
  color: ${({ $type, $orange, theme }) => accent($type, theme, $orange).icon};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding-top: 2px;
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Message = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Method = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[1]};
`;

const ActionButton = styled.button<{ $primary: boolean }>`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 2px solid ${({ $primary, theme }) => ($primary ? theme.colors.primary : theme.colors.primaryStrong)};
  background: ${({ $primary, theme }) => ($primary ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $primary, theme }) => ($primary ? theme.colors.onPrimary : theme.colors.primaryStrong)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  margin: -${({ theme }) => theme.space[2]} 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.background}; }
`;

export interface ToastProps {
  toast: ToastData;
  api: ToastApi;
}

/** One notification. Errors interrupt screen readers (role=alert); the rest are polite. */
export function Toast({ toast, api }: ToastProps) {
  const orange = toast.paymentMethod === 'orange_money';
  return (
    <Card
      $type={toast.type}
      $orange={orange}
      $leaving={toast.leaving}
      role={toast.type === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      data-toast-type={toast.type}
      data-animation={toast.leaving ? 'toast-exit' : 'toast-enter'}
      onMouseEnter={() => api.pause(toast.id)}
      onMouseLeave={() => api.resume(toast.id)}
      onFocus={() => api.pause(toast.id)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) api.resume(toast.id);
      }}
    >
      <IconWrap $type={toast.type} $orange={orange}>
        {toast.type === 'loading' ? <Spinner size="sm" label="" /> : <Icon name={ICONS[toast.type]} size={22} />}
      </IconWrap>
      <Body>
        {toast.paymentMethod ? <Method>{PAYMENT_METHOD_LABELS[toast.paymentMethod]}</Method> : null}
        <Title>{toast.title}</Title>
        {toast.message ? <Message>{toast.message}</Message> : null}
        {toast.actions.length > 0 ? (
          <Actions>
            {toast.actions.map((action) => (
              <ActionButton
                key={action.label}
                type="button"
                $primary={action.variant !== 'secondary'}
                onClick={() => {
                  action.onClick();
                  api.dismiss(toast.id);
                }}
              >
                {action.label}
              </ActionButton>
            ))}
          </Actions>
        ) : null}
      </Body>
      <CloseButton type="button" aria-label="Close notification" onClick={() => api.dismiss(toast.id)}>
        <Icon name="close" size={18} />
      </CloseButton>
    </Card>
  );
}
