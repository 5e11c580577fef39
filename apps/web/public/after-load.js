// A storefront page drawn on the server (docs/decisions/038) starts its JavaScript once the page has
// loaded: on a slow phone the HTML, the CSS and the page's images come first. With a session the page
// is drawn again in the browser, with the visitor's prices: its JavaScript starts at once and the
// server's markup stays hidden meanwhile.
(() => {
  const later = document.getElementById('after-load');
  if (!later) return;
  // Two elements per task: the browser starts each file's download as its element is added (a few
  // ms each on a phone), and thirty of them at once are a long task.
  const PER_TASK = 2;
  const waiting = [...later.content.children];
  const start = () => {
    const parts = document.createDocumentFragment();
    for (const part of waiting.splice(0, PER_TASK)) {
      const copy = document.createElement(part.localName);
      for (const attribute of part.attributes) copy.setAttribute(attribute.name, attribute.value);
      parts.append(copy);
    }
    document.head.append(parts);
    if (waiting.length > 0) setTimeout(start, 0);
  };
  // The page's first images (fetched with high priority) are decoded and on screen before the first
  // file is asked for: on a phone the scripts' downloads and parsing would otherwise delay that paint.
  // A tab in the background draws no frames: the timer starts the scripts anyway.
  const afterFirstPaint = () => {
    let started = false;
    const once = () => {
      if (started) return;
      started = true;
      start();
    };
    const images = [...document.querySelectorAll('img[fetchpriority="high"]')];
    Promise.all(images.map((image) => image.decode().catch(() => {}))).then(() =>
      requestAnimationFrame(() => setTimeout(once, 0)),
    );
    setTimeout(once, 500);
  };
  let session = false;
  try {
    session = Boolean(localStorage.getItem('accessToken'));
  } catch {
    // No storage: no session.
  }
  if (session) document.documentElement.classList.add('has-session');
  if (session) start();
  else if (document.readyState === 'complete') afterFirstPaint();
  else window.addEventListener('load', afterFirstPaint, { once: true });
})();
