import { useId } from 'react';

/** What the assistant draws on and how to get a good talk from it. */
export function HowItWorks() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-muted/40 p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        How It Works
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        The assistant draws on a knowledge base we wrote from the Health and Safety Authority&rsquo;s guidance and
        codes of practice and from the Safety, Health and Welfare at Work (Construction) and (General Application)
        Regulations. It recognises the activities in your description, including everyday site terms like
        &lsquo;teleporter&rsquo;, &lsquo;dumper&rsquo; or &lsquo;con saw&rsquo;, finds the hazards each one raises
        and builds five to seven talking points, most serious risk first.
      </p>
      <h3 className="mt-4 text-sm font-semibold">Tips for a better talk</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        <li>Name each task separately: &lsquo;erecting scaffolding on the gable, digging the drainage trench&rsquo;.</li>
        <li>Mention the plant in use, the weather and anything unusual, like overhead lines or a school next door.</li>
        <li>Read the talk through and adapt it to your site before you deliver it.</li>
        <li>Print it to get a one-page sheet with a sign-off table for attendees.</li>
      </ul>
    </section>
  );
}
