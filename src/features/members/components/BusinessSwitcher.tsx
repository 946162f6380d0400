import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { currentBusiness, setCurrentBusiness } from '../../../lib/business.ts';
import { useBusinesses } from '../api/members.ts';

const Picker = styled.select`
  max-width: 40vw;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  text-overflow: ellipsis;
`;

/**
 * The shell's business switcher (issue 35): which business this device acts for, one tap to pick
 * another. Shown only to a person with more than one business, or acting for someone else's.
 */
export function BusinessSwitcher() {
  const businesses = useBusinesses();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState(currentBusiness());
  const items = businesses.data ?? [];
  // A person without a business of their own acts for the first they belong to (the server's
  // default too); kept on the device so QR codes, links and queued writes name it.
  const first = items[0];
  const hasOwn = items.some((item) => item.own);
  useEffect(() => {
    if (picked === null && first && !hasOwn) {
      setCurrentBusiness(first.merchantId);
      setPicked(first.merchantId);
    }
  }, [picked, first, hasOwn]);
  if (items.length === 0 || (items.length === 1 && items[0]?.own)) return null;
  const value = items.find((item) => item.merchantId === picked)?.merchantId ?? items.find((item) => item.own)?.merchantId ?? items[0]?.merchantId ?? '';
  return (
    <Picker
      aria-label="Business"
      data-testid="business-switcher"
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        setCurrentBusiness(next);
        setPicked(next);
        // Everything shown was the other business's: ask again.
        void queryClient.invalidateQueries();
      }}
    >
      {items.map((item) => (
        <option key={item.merchantId} value={item.merchantId}>
          {item.businessName}
        </option>
      ))}
    </Picker>
  );
}
