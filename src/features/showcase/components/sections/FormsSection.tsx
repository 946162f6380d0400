import { useState } from 'react';
import { DISTRICTS } from '../../../../../domain/districts.ts';
import { isValidOrangeMoney } from '../../../../../domain/orange-money.ts';
import { AccountNumberInput } from '../../../../components/ui/account-number-input/AccountNumberInput.tsx';
import { BankSelector } from '../../../../components/ui/bank-selector/BankSelector.tsx';
import { OrangeMoneyInput } from '../../../../components/ui/orange-money-input/OrangeMoneyInput.tsx';
import { OtpInput } from '../../../../components/ui/otp-input/OtpInput.tsx';
import { PhoneInput } from '../../../../components/ui/phone-input/PhoneInput.tsx';
import { Select } from '../../../../components/ui/select/Select.tsx';
import { Demo, DemoGrid, Note, ShowcaseSection } from '../layout.tsx';
import { DemoForm } from './DemoForm.tsx';

export function FormsSection() {
  const [orangeMoney, setOrangeMoney] = useState('');
  const [otp, setOtp] = useState('');
  const [phone, setPhone] = useState('');
  const [bank, setBank] = useState('');
  const [account, setAccount] = useState('');
  const [district, setDistrict] = useState('');
  return (
    <ShowcaseSection id="forms" title="Form inputs" intro="Labels are tied to their inputs; hints and errors are read with the field, and errors are announced when they appear.">
      <DemoGrid>
        <Demo title="Orange Money number">
          <OrangeMoneyInput value={orangeMoney} onChange={setOrangeMoney} />
          <Note aria-live="polite">{isValidOrangeMoney(orangeMoney) ? 'Valid Orange Money number.' : ' '}</Note>
        </Demo>
        <Demo title="Bank and account number">
          <BankSelector value={bank} onChange={setBank} />
          <AccountNumberInput bankCode={bank} value={account} onChange={setAccount} />
        </Demo>
        <Demo title="6-digit code">
          <OtpInput value={otp} onChange={setOtp} hint="Enter the 6-digit code we sent you." />
        </Demo>
        <Demo title="Phone number">
          <PhoneInput value={phone} onChange={setPhone} />
        </Demo>
        <Demo title="Select">
          <Select label="District" placeholder="Select a district" options={DISTRICTS} value={district} onChange={(event) => setDistrict(event.target.value)} />
        </Demo>
        <Demo title="Text inputs (demo form)">
          <DemoForm />
        </Demo>
      </DemoGrid>
    </ShowcaseSection>
  );
}
