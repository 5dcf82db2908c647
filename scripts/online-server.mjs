// A static copy of the site that plays online with a server elsewhere (`ONLINE_SERVER=…
// scripts/dist`): its `online.json` names the server (web/src/online/server.rs reads it),
// and its pages' policy lets them reach it, by HTTP and by socket. scripts/postbuild.mjs
// writes both; the tests' static host (tests/e2e/serve.mjs) serves a build as if so.

/**
 * What a build with the server at `address` needs: the `online.json` to write, and the
 * sources to add to the policy's `connect-src` (starting with a space); null for no
 * address.
 */
export function onlineServer(address) {
  if (!address) return null;
  const url = new URL(address);
  if (!['https:', 'http:'].includes(url.protocol)) {
    throw new Error(`ONLINE_SERVER must be an http or https address, not ${url.href}`);
  }
  const root = url.href.replace(/[?#].*$/, '').replace(/\/?$/, '/');
  return {
    json: `${JSON.stringify({ protocol: null, server: root })}\n`,
    sources: ` ${url.origin} ${url.origin.replace(/^http/, 'ws')}`,
  };
}
