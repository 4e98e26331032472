import { HowItWorks as HowItWorksBox, SAFETY_TALK_WORDING, wordingStep } from '@meitheal/ui/demo-kit';

const steps = [
  { title: 'Describe the day', text: 'Say what is happening on site today, in your own words or with one of the examples.' },
  {
    title: 'We find the hazards',
    text: (
      <>
        A knowledge base we wrote from the Health and Safety Authority&rsquo;s guidance and codes of practice and from the Safety, Health
        and Welfare at Work (Construction) and (General Application) Regulations recognises each activity, including everyday site terms
        like &lsquo;teleporter&rsquo;, &lsquo;dumper&rsquo; or &lsquo;con saw&rsquo;, and the hazards it raises.
      </>
    ),
  },
  wordingStep(SAFETY_TALK_WORDING),
  {
    title: 'Deliver it',
    text: 'Read the talk through, adapt it to your site, then copy it or print a one-page sheet with a sign-off table.',
  },
];

/** What the assistant draws on, who words the talk, and how to get a good one. */
export function HowItWorks() {
  return (
    <HowItWorksBox steps={steps}>
      <h3 className="mt-6 text-sm font-semibold">Tips for a better talk</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        <li>Name each task separately: &lsquo;erecting scaffolding on the gable, digging the drainage trench&rsquo;.</li>
        <li>Mention the plant in use, the weather and anything unusual, like overhead lines or a school next door.</li>
        <li>Read the talk through and adapt it to your site before you deliver it.</li>
        <li>Print it to get a one-page sheet with a sign-off table for attendees.</li>
      </ul>
    </HowItWorksBox>
  );
}
