import { Disclaimer as DisclaimerBox } from '@meitheal/ui/demo-kit';

export function Disclaimer() {
  return (
    <DisclaimerBox heading="Legal disclaimer">
      This demonstration gives general information about Irish tax, not tax, legal or financial advice. Tax rules have conditions and
      exceptions that depend on your circumstances, and figures change with each Budget and Finance Act. Before you act, check your own
      position with Revenue or a qualified tax adviser. We give no warranty that the content is complete, accurate or up to date, and to the
      fullest extent the law allows Meitheal AI accepts no liability for any loss arising from its use.
    </DisclaimerBox>
  );
}
