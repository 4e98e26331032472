// The page arrives prerendered. Letting the browser paint it before the app's
// code is fetched and run keeps the first and largest paint down to the HTML
// alone; hydration follows a frame later.
import './styles.css';

const start = () => {
  // Hints a page holds for this moment (a remote route's files, see
  // server/src/site/compose-remote-page.ts): fetched with the app, not before the paint.
  for (const hints of document.querySelectorAll<HTMLTemplateElement>('template[data-after-first-paint]')) {
    document.head.append(hints.content);
  }
  void import('./main');
};

if (document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  // Background tabs get no animation frames; start straight away.
  start();
}
