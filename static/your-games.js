// "Your games" on the home page (web/src/pages/home.rs draws the section hidden, with its
// words and each game's link): the online games this browser plays (web/src/online/mine.rs
// keeps them in local storage), each as its server says it stands now; those whose move
// is yours first, then those waiting for the others. Finished games are in My games.
(async () => {
  const section = document.querySelector('[data-testid="your-games"]');
  const words = section?.querySelector('[data-words]');
  if (!section || !words) return;
  let kept = [];
  try {
    kept = (localStorage.getItem('tessera.online') || '').split('\n');
  } catch {
    return; // Storage refused: nothing is kept.
  }
  const games = kept
    .map((line) => line.split(' '))
    .filter(([game, id, key, seat]) => game && id && key && key !== '-' && seat !== '-')
    .map(([game, id, key, seat]) => ({ game, id, key, seat: Number(seat) }))
    .slice(0, 10);
  if (games.length === 0) return;
  const root = new URL('./', document.baseURI).href;
  // The server that plays this site's games (web/src/online/server.rs reads it the same way).
  let api = null;
  try {
    const about = await (await fetch(`${root}online.json`)).json();
    if (about.protocol) api = root;
    else if (/^https?:\/\//.test(about.server || '')) api = about.server.replace(/\/?$/, '/');
  } catch {}
  if (!api) return;
  const said = (name) => words.querySelector(`[data-word="${name}"]`)?.textContent || '';
  const clock = (ms) => {
    const hours = Math.floor(ms / 3_600_000);
    if (hours >= 24) return said('days').replace('{days}', Math.floor(hours / 24));
    const [m, s] = [Math.floor(ms / 60_000) % 60, Math.floor(ms / 1000) % 60];
    const two = (n) => String(n).padStart(2, '0');
    return hours > 0 ? `${hours}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
  };
  const rows = [];
  for (const mine of games) {
    let state = null;
    try {
      const answer = await fetch(`${api}api/games/${encodeURIComponent(mine.id)}`);
      if (answer.ok) state = await answer.json();
    } catch {}
    if (!state || state.end) continue;
    const turn = !state.started ? 'waiting' : state.to_move === mine.seat ? 'you' : 'them';
    const left = state.started ? state.seats[state.to_move]?.clock_ms : null;
    const text = { you: said('your-move'), them: said('their-move'), waiting: said('waiting') }[turn];
    rows.push({ mine, turn, text: left == null ? text : `${text} · ${said('left').replace('{time}', clock(left))}` });
  }
  if (rows.length === 0) return;
  const order = { you: 0, them: 1, waiting: 2 };
  rows.sort((a, b) => order[a.turn] - order[b.turn]);
  const list = section.querySelector('ul');
  for (const { mine, turn, text } of rows) {
    const link = words.querySelector(`a[data-game="${mine.game}"]`)?.cloneNode(true);
    if (!link) continue;
    link.removeAttribute('data-game');
    link.href = `${link.getAttribute('href').split('#')[0]}#online=${mine.id}&key=${mine.key}`;
    const item = document.createElement('li');
    item.dataset.testid = 'your-game';
    item.dataset.turn = turn;
    const standing = document.createElement('span');
    standing.textContent = text;
    item.append(link, ' ', standing);
    list.append(item);
  }
  section.hidden = false;
})();
