// The page arrives prerendered. Letting the browser paint it before the app's
// code is fetched and run keeps the first and largest paint down to the HTML
// alone; hydration follows a frame later.
import './styles.css';

const start = () => void import('./main');

if (document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  // Background tabs get no animation frames; start straight away.
  start();
}
