import { useEffect, useState } from 'react';
import { site } from '../../content/site';

/**
 * The address visitors should write to. Render and hydration use the built-in
 * default so prerendered HTML matches; after mount the operator's runtime
 * setting replaces it. The backend client (and zod with it) is imported
 * dynamically to keep it out of the first-load bundle.
 */
export function useContactEmail(): string {
  const [email, setEmail] = useState<string>(site.contactEmail);

  useEffect(() => {
    let active = true;
    import('@meitheal/backend-client')
      .then(({ loadRuntimeConfig }) => loadRuntimeConfig())
      .then((config) => {
        if (active) setEmail(config.contactEmail);
      })
      .catch((error: unknown) => {
        // The built-in address still reaches us, so the page stays usable.
        console.warn('Using the default contact address; site configuration did not load.', error);
      });
    return () => {
      active = false;
    };
  }, []);

  return email;
}
