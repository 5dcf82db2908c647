// Tessera's helper for a page that shows Tessera boards (docs/embedding.md). Include it
// once, from the site that serves the boards:
//
//   <script src="https://SITE/embed.js" defer></script>
//
// - Every Tessera frame on the page takes the height its board asks for (the board's
//   `height` message), growing and shrinking with it; each message is matched to its
//   frame by the window that sent it, so several boards work independently. Frames that
//   were there before this script ran are asked for their height (`measure`).
// - Markup such as <div data-tessera="caro" data-moves="h8,i9"></div> becomes a board:
//   `data-tessera` names the game, and data-moves, -position, -at, -mode, -level, -undo,
//   -flip, -theme, -lang, -origin, -review and -options (`opening=swap2`, separated by
//   spaces) are the settings of the embed's address. With data-puzzle (`daily`, or a
//   puzzle's id) or data-stage (and data-level, the lesson's level) it becomes the game's
//   puzzle or lesson instead (`embed/learn/<game>/`), with -theme, -lang and -origin.
(() => {
  const script = document.currentScript;
  // The site's folder: where this script was loaded from.
  const site = new URL('./', script ? script.src : location.href).href;
  const SETTINGS = ['moves', 'position', 'at', 'mode', 'level', 'undo', 'flip', 'theme', 'lang', 'origin', 'review'];
  const LEARNING = ['puzzle', 'stage', 'level', 'theme', 'lang', 'origin'];

  window.addEventListener('message', (event) => {
    const data = event.data;
    if (!data || data.tessera !== 1 || data.type !== 'height' || !(data.height > 0)) return;
    for (const frame of document.getElementsByTagName('iframe')) {
      if (frame.contentWindow === event.source) {
        frame.style.aspectRatio = 'auto';
        frame.style.height = `${Math.ceil(data.height)}px`;
      }
    }
  });
  // A board on the page already may have said its height before this script listened:
  // every frame is asked again (a frame that is not a Tessera board ignores it).
  for (const frame of document.getElementsByTagName('iframe')) {
    frame.contentWindow?.postMessage({ tessera: 1, type: 'measure' }, '*');
  }

  /** The embed address of a `data-tessera` element. */
  function address(element) {
    const query = new URLSearchParams();
    const learning = element.dataset.puzzle !== undefined || element.dataset.stage !== undefined;
    const options = learning ? '' : element.dataset.options || '';
    for (const option of options.split(/\s+/).filter(Boolean)) {
      const [key, value = ''] = option.split('=');
      query.append(key, value);
    }
    for (const name of learning ? LEARNING : SETTINGS) {
      const value = element.dataset[name];
      if (value !== undefined) query.append(name, value);
    }
    // Commas separate moves; the board reads them unescaped.
    const text = query.toString().replace(/%2C/gi, ',');
    const game = encodeURIComponent(element.dataset.tessera);
    return `${site}embed/${learning ? 'learn/' : ''}${game}/${text ? `#${text}` : ''}`;
  }

  /** Puts a board's frame in place of the element's content. */
  function board(element) {
    const frame = document.createElement('iframe');
    frame.src = address(element);
    frame.title = element.dataset.title || 'Tessera board';
    frame.setAttribute('sandbox', 'allow-scripts allow-popups');
    frame.style.cssText = 'border:0;display:block;width:100%;max-width:480px;aspect-ratio:480/620';
    element.replaceChildren(frame);
  }

  const start = () => document.querySelectorAll('[data-tessera]').forEach(board);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
