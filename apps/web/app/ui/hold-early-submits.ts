/**
 * Runs first in the page's head (root.tsx, with the CSP nonce): until React has hydrated the page
 * (`<html data-hydrated>`, set by the root's effect), a form's submission is held, not sent: the
 * forms post to pages without an action yet, and before the scripts start they would reload the
 * page and lose what was typed (docs/decisions/121-forms-post.md). The form is marked
 * `data-held`; once the scripts run, its own submit handler answers the next click. Listening on
 * the document in the capture phase, it runs before React's handlers, and after hydration does
 * nothing. A form marked `data-posts-early` posts to a route action that does the same work
 * without scripts (the cart's, docs/decisions/129-cart-in-a-cookie.md): it is let through, so a
 * click on "Adicionar ao carrinho" before the scripts start is not lost.
 */
export const holdEarlySubmitsScript = `(function (d) {
  d.addEventListener("submit", function (e) {
    if (d.documentElement.hasAttribute("data-hydrated")) return;
    if (e.target && e.target.hasAttribute && e.target.hasAttribute("data-posts-early")) return;
    e.preventDefault();
    if (e.target && e.target.setAttribute) e.target.setAttribute("data-held", "");
  }, true);
})(document)`.replace(/\n\s*/g, ' ');
