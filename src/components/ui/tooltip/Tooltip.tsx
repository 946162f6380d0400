import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import styled from 'styled-components';

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
`;

export type TooltipAlign = 'center' | 'start' | 'end';

const ALIGN: Record<TooltipAlign, string> = {
  center: 'left: 50%; transform: translateX(-50%);',
  start: 'left: 0;',
  end: 'right: 0;',
};

const Bubble = styled.span<{ $placement: 'top' | 'bottom'; $align: TooltipAlign }>`
  position: absolute;
  ${({ $align }) => ALIGN[$align]}
  ${({ $placement }) => ($placement === 'top' ? 'bottom' : 'top')}: calc(100% + 8px);
  z-index: ${({ theme }) => theme.zIndices.overlay};
  width: max-content;
  /* SPEC §9: at most 200px wide. */
  max-width: 200px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
  text-align: left;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &[hidden] { display: none; }
`;

export interface TooltipProps {
  content: string;
  /** One focusable element (a button or link); it gets aria-describedby pointing at the tip. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom';
  /** Which edge of the trigger the tip lines up with; use start/end near the screen's sides. */
  align?: TooltipAlign;
  /** Milliseconds before the tip appears on hover or focus; SPEC §9 default 300. */
  delay?: number;
}

/**
 * A short description for a control. Appears 300 ms after hover or keyboard focus, at once on a
 * tap (phones have no hover); stays while the pointer is over it; Escape hides it (WCAG 1.4.13).
 */
export function Tooltip({ content, children, placement = 'top', align = 'center', delay = 300 }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  const showSoon = () => {
    cancel();
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    cancel();
    setOpen(false);
  };
  useEffect(() => cancel, []);

  return (
    <Wrap
      onMouseEnter={showSoon}
      onMouseLeave={hide}
      onFocus={showSoon}
      onBlur={hide}
      onClick={() => {
        cancel();
        setOpen((was) => !was);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          hide();
        }
      }}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <Bubble id={id} role="tooltip" $placement={placement} $align={align} hidden={!open}>
        {content}
      </Bubble>
    </Wrap>
  );
}
