/**
 * The page's JavaScript starts loading after its first paint, not before it
 * (docs/decisions/0024-javascript-after-paint.md).
 *
 * The prerendered HTML is the page; the JavaScript (about 80 kB gzip, on pages with islands) only
 * makes it interactive. Fetched up front, it competes with the HTML and the LCP image on a slow
 * phone connection. So each page lists its modules in `<meta name="app-modules">` (entry first,
 * then what it imports), and this inline script (allowed by its hash in the CSP) adds them once
 * the document is parsed and its priority (LCP) image is decoded and painted (two frames later),
 * not waiting for the page's other images (the `load` event;
 * docs/decisions/0046-offscreen-rendering-and-loader-start.md), or at once on the visitor's first
 * tap, key or focus, whichever comes first. What a visitor does before hydration is kept by the
 * early-events queue (early-events.ts).
 */
export const moduleLoaderScript = `(function(){var d=document,w=window,started=false;function go(){if(started)return;var m=d.querySelector('meta[name="app-modules"]');if(!m)return;started=true;var u=m.content.split(" ");for(var i=1;i<u.length;i++){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u[i];d.head.appendChild(l)}var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=u[0];d.head.appendChild(s)}function paint(){w.requestAnimationFrame(function(){w.requestAnimationFrame(function(){w.setTimeout(go,0)})})}function afterPaint(){var i=d.querySelector('img[fetchpriority="high"]');if(i&&i.decode)i.decode().then(paint,paint);else paint()}if(d.readyState!=="loading")afterPaint();else d.addEventListener("DOMContentLoaded",afterPaint);["pointerdown","keydown","focusin","touchstart"].forEach(function(t){w.addEventListener(t,go,{capture:true,passive:true})})})()`;
