// Decision 0052: a page the server drew asks for its scripts once its first screen has
// painted (the load event, then the pictures, posters and video frames in view), leaving a phone's
// bandwidth to them first. The API lists the scripts in the `after-paint` block: the shell's
// entry and the scripts it will need, then fetched side by side. A slow picture holds them
// back no longer than `waitMs`.
(() => {
  const block = document.getElementById('after-paint');
  if (!block) return;
  const { entry, preload = [] } = JSON.parse(block.textContent || '{}');
  const waitMs = 3000;

  // Each tag is added in a task of its own: adding one starts its fetch there and then, and
  // sixteen at once made one long task right after the first paint (decision 0053).
  const add = (element) => setTimeout(() => document.head.append(element), 0);

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      add(link);
    }
    const script = document.createElement('script');
    script.src = entry;
    add(script);
  };

  const loaded = new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', resolve, { once: true });
  });
  const inView = (element) => {
    const box = element.getBoundingClientRect();
    return box.top < window.innerHeight && box.bottom > 0;
  };
  const pictureDrawn = (src) => {
    const picture = new Image();
    picture.src = src;
    return picture.decode().catch(() => undefined);
  };
  const drawn = (element) => {
    if (element instanceof HTMLImageElement) return element.decode().catch(() => undefined);
    // A video that fetches nothing before Play shows its poster, if it has one, and no frame.
    if (element.preload === 'none') return element.poster ? pictureDrawn(element.poster) : Promise.resolve();
    if (!element.currentSrc || element.readyState >= 2) return Promise.resolve();
    return new Promise((resolve) => {
      element.addEventListener('loadeddata', resolve, { once: true });
      element.addEventListener('error', resolve, { once: true });
    });
  };
  const media = [...document.querySelectorAll('#root img, #root video')].filter(inView);
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

  Promise.all([loaded, ...media.map(drawn)])
    .then(nextFrame)
    .then(start);
  setTimeout(start, waitMs);
})();
