/** The first focusable element on every page: lets keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:font-semibold focus:text-primary focus:shadow-lg"
    >
      Skip to main content
    </a>
  );
}
