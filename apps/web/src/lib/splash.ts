/** The start splash painted by index.html (storefront §2: about 2 s). It never blocks input (pointer-events none). */
const SPLASH_MS = 2_000;
const FADE_MS = 400;

export function hideSplashSoon() {
  const splash = document.getElementById('splash');
  if (!splash) return;
  const wait = Math.max(0, SPLASH_MS - performance.now());
  window.setTimeout(() => {
    splash.classList.add('is-hidden');
    window.setTimeout(() => splash.remove(), FADE_MS);
  }, wait);
}
