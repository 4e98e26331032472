import { Disclaimer as DisclaimerBox } from '@meitheal/ui/demo-kit';

export function Disclaimer() {
  return (
    <DisclaimerBox>
      This demonstration is provided as is, for information only, and you use it at your own risk. The talking points are general and are no
      substitute for your own risk assessment, method statements, the safety and health plan or the advice of a competent person. We give no
      warranty, express or implied, that the content is complete, accurate or up to date, and to the fullest extent the law allows Meitheal
      AI accepts no liability for any loss, injury or damage arising from its use.
    </DisclaimerBox>
  );
}
