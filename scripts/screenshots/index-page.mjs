// The index.html of a screenshot set: one section per route, a row per brand, a column per width
// and language, each cell the image (a link to it at full size) and what went wrong taking it.

const escape = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/**
 * `shots`: { route, path, brand, width, lang, file (relative to the index), finalPath, notes[] }.
 * `missing`: { brand, route } of routes no page linked an id for.
 */
export function renderIndex({ shots, missing, brands, widths, langs, startedAt, seconds }) {
  const routes = [...new Set(shots.map((s) => s.route))];
  const columns = widths.flatMap((width) => langs.map((lang) => ({ width, lang })));
  const sections = routes.map((route) => {
    const ofRoute = shots.filter((s) => s.route === route);
    const paths = [...new Set(ofRoute.map((s) => `${s.brand} ${s.path}`))];
    const rows = brands.flatMap((brand) => {
      const ofBrand = ofRoute.filter((s) => s.brand === brand);
      const pathsOfBrand = [...new Set(ofBrand.map((s) => s.path))];
      return pathsOfBrand.map((path) => {
        const cells = columns.map(({ width, lang }) => {
          const shot = ofBrand.find((s) => s.path === path && s.width === width && s.lang === lang);
          if (!shot) return '<td class="none">—</td>';
          const notes = [...shot.notes];
          if (shot.finalPath !== shot.path) notes.unshift(`shown at ${shot.finalPath}`);
          return `<td><a href="${escape(shot.file)}"><img loading="lazy" src="${escape(shot.file)}" alt="${escape(
            `${route} ${brand} ${width}px ${lang}`,
          )}" class="w${width}"></a>${notes.map((n) => `<p class="note">${escape(n)}</p>`).join('')}</td>`;
        });
        return `<tr><th scope="row">${escape(brand)}<br><code>${escape(path)}</code></th>${cells.join('')}</tr>`;
      });
    });
    const id = `route-${routes.indexOf(route)}`;
    return `<section id="${id}"><h2>${escape(route)}</h2><p class="paths">${paths.length} address(es)</p>
<table><thead><tr><th></th>${columns
      .map(({ width, lang }) => `<th scope="col">${width} px · ${escape(lang)}</th>`)
      .join('')}</tr></thead><tbody>${rows.join('\n')}</tbody></table></section>`;
  });
  const toc = routes.map((route, i) => `<li><a href="#route-${i}">${escape(route)}</a></li>`).join('');
  const missingList = missing.length
    ? `<h2>Routes without an id</h2><ul>${missing
        .map((m) => `<li>${escape(m.brand)}: ${escape(m.route)} (no page linked one)</li>`)
        .join('')}</ul>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Screenshots</title>
<style>
body{font:14px system-ui,sans-serif;margin:16px;background:#f4f4f5;color:#18181b}
nav ul{columns:4;list-style:none;padding:0}
section{margin:32px 0}
table{border-collapse:collapse;background:#fff}
th,td{border:1px solid #d4d4d8;padding:6px;vertical-align:top;text-align:left}
thead th{position:sticky;top:0;background:#fff}
img{display:block;border:1px solid #e4e4e7;max-height:900px;object-fit:cover;object-position:top}
img.w1440{width:360px}img.w375{width:188px}
img:not(.w1440):not(.w375){width:240px}
.note{color:#b91c1c;max-width:360px;margin:4px 0 0}
.none{color:#a1a1aa}
</style></head><body>
<h1>Screenshots</h1>
<p>${shots.length} images, brands ${escape(brands.join(', '))}, widths ${escape(widths.join(', '))} px,
languages ${escape(langs.join(', '))}; taken ${escape(startedAt)} in ${seconds.toFixed(0)} s.
Images are cut at 900 px tall here: click one for the full page.</p>
<nav><ul>${toc}</ul></nav>
${missingList}
${sections.join('\n')}
</body></html>
`;
}
