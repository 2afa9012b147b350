import { CashierMount } from './features/cashier';
import { MessagesMount } from './features/messages';
import { PrivacyMount } from './features/privacy';
import { VerificationMount } from './features/verification';

/**
 * What only a signed-in player's pages run: the cashier, the inbox pushes, the review and privacy
 * request pushes. root.tsx loads this module on demand, so a visitor's browser never downloads it.
 */
export default function SignedInMounts() {
  return (
    <>
      <CashierMount />
      <MessagesMount />
      <VerificationMount />
      <PrivacyMount />
    </>
  );
}
