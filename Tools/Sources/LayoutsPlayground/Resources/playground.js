'use strict';
// ---- state -------------------------------------------------------------------------
const OVERSCAN = 120;               // points fetched beyond each edge, so fast scrolls show no gaps
const VELOCITY_WINDOW = 100;        // ms of pointer samples a release velocity is measured over
const HELD_STILL = 100;             // ms without movement before release that mean "no fling"
const WHEEL_END = 120;              // ms without wheel events that end a wheel gesture
const PROGRESS_DELAY = 150;         // ms a request may take before the stage shows progress
const NARROW = matchMedia('(max-width: 900px)');   // one column: a phone, or a narrow window (see the CSS)
const $ = (s) => document.querySelector(s);
const viewport = $('#viewport'), layer = $('#layer');
const S = {
  layouts: [], layout: null,        // the catalog's layouts; the selected one
  values: {}, offsets: {},          // per layout: option values the person set; last offset
  info: null,                       // GET /api/layout for the layout shown
  params: null,                     // the parameters of the layout shown (`info`)
  offset: { x: 0, y: 0 },           // the scroll position
  base: { x: 0, y: 0 },             // the offset the drawn boxes were positioned for
  rendered: null,                   // the offset of the last elements answer drawn
  generation: 0,                    // bumps when the parameters change; stale answers are dropped
  reloading: false,                 // a layout for new parameters is awaited: the one shown is stale
  inFlight: false, dirty: false,    // one elements request at a time, the latest offset wins
  aborts: { layout: null, elements: null, snap: null },   // the request in flight of each kind
  pending: new Map(), nextRequest: 0, progressTimer: 0, progressTick: 0,
  animating: false, dragging: false, wheeling: false, releasing: false,
  samples: [], lastRelease: null, centeredItem: null,
  live: new Map(), pool: [], created: 0, reused: 0, drawn: 0,
  releaseGeneration: 0, wheelTimer: 0, reloadTimer: 0,
};

// ---- API ---------------------------------------------------------------------------
function query(params) {
  return Object.entries(params).map(([k, v]) => encodeURIComponent(k) + '=' + encodeURIComponent(v)).join('&');
}
/**
 * GETs /api/`endpoint`. `kind` (layout, elements or snap) has one request in flight at a time: a
 * newer one aborts the older (AbortController), whose promise then rejects with an AbortError.
 * A request that takes more than PROGRESS_DELAY shows progress on the stage (see showProgress).
 */
async function api(endpoint, params, kind) {
  let signal, id;
  if (kind) {
    abort(kind);
    const controller = new AbortController();
    S.aborts[kind] = controller; signal = controller.signal;
    id = ++S.nextRequest; controller.request = id;
    S.pending.set(id, { kind, start: performance.now() });
    showProgress();
  }
  try {
    const response = await fetch('/api/' + endpoint + '?' + query(params), { signal });
    const body = await response.json();
    if (!response.ok) throw new Error(body.error || response.statusText);
    return body;
  } finally {
    if (kind) {
      if (S.aborts[kind] && S.aborts[kind].signal === signal) S.aborts[kind] = null;
      S.pending.delete(id);
      showProgress();
    }
  }
}
/** Aborts the request of `kind` in flight, if any. */
function abort(kind) {
  const controller = S.aborts[kind];
  S.aborts[kind] = null;
  if (!controller) return;
  controller.abort();
  // No longer awaited, even if its answer is already on its way (it will be dropped).
  S.pending.delete(controller.request);
  showProgress();
}
const aborted = (e) => e && e.name === 'AbortError';
/**
 * Shows progress while a request has taken more than PROGRESS_DELAY: a running bar and what is
 * awaited, with the seconds so far; while a new layout is awaited the one shown is dimmed.
 */
function showProgress() {
  clearTimeout(S.progressTimer);
  const stage = $('#stage'), now = performance.now();
  let oldest = null;
  for (const r of S.pending.values()) if (!oldest || r.start < oldest.start) oldest = r;
  const late = oldest && now - oldest.start >= PROGRESS_DELAY;
  if (oldest && !late) S.progressTimer = setTimeout(showProgress, PROGRESS_DELAY - (now - oldest.start) + 1);
  const layoutLate = late && [...S.pending.values()].some((r) => r.kind === 'layout' && now - r.start >= PROGRESS_DELAY);
  stage.classList.toggle('busy', !!late);
  stage.classList.toggle('stale', !!layoutLate);
  $('#code').classList.toggle('stale', !!layoutLate);   // the code is the dimmed layout's until the new one comes
  clearInterval(S.progressTick);
  if (late) {
    const what = layoutLate ? 'preparing the layout' : oldest.kind === 'snap' ? 'asking where the fling rests' : 'loading the elements';
    const text = () => { $('#progress-text').textContent = what + '\u2026 ' + ((performance.now() - oldest.start) / 1000).toFixed(1) + ' s'; };
    text();
    S.progressTick = setInterval(text, 100);
  }
}
/** The current layout's parameters: its name, the options set, and the viewport's size. */
function layoutParams() {
  const p = { layout: S.layout.name };
  for (const [k, v] of Object.entries(S.values[S.layout.name] || {})) if (v !== '' && v !== false) p[k] = v === true ? 'true' : v;
  for (const o of S.layout.options) if (FITTED.has(o.name) && !(o.name in p)) p[o.name] = defaultOf(o);
  return p;
}
/** How the page labels an element, as the SVG renderer does (ElementLabel): "§0 #23", never "0.23". */
const label = (section, item) => '\u00a7' + section + ' #' + item;
const FITTED = new Set(['width', 'height']);   // the container: the catalog's size, within the window
const READOUT = 42;                            // px below the viewport for the readout
/** The room the viewport has in this window: the stage's width, and the height below its top. */
function room() {
  const top = viewport.getBoundingClientRect().top + window.scrollY;
  const width = Math.max(160, Math.floor($('#stage').clientWidth - 2));
  // In one column the options are below the stage, and a finger on the stage scrolls the layout,
  // not the page: the stage leaves 40 % of the window's height to reach them.
  if (NARROW.matches) return { width, height: Math.max(160, Math.floor(window.innerHeight * 0.6)) };
  return { width, height: Math.max(160, Math.floor(window.innerHeight - top - READOUT - 14)) };
}
/** The default of `o` as this page uses it: the catalog's, the container fitted to the window. */
function defaultOf(o) {
  if (FITTED.has(o.name)) return String(Math.min(Number(o.defaultValue), room()[o.name]));
  return o.defaultValue;
}
const pair = (o) => o.x + ',' + o.y;

// ---- tabs and controls -------------------------------------------------------------
async function start() {
  const list = await api('layouts', {});
  S.layouts = list.layouts;
  const tabs = $('#tabs');
  for (const layout of S.layouts) {
    const b = document.createElement('button');
    b.textContent = layout.name; b.dataset.layout = layout.name; b.type = 'button';
    b.onclick = () => select(layout.name);
    tabs.appendChild(b);
  }
  const [name, options] = parseHash();
  if (name && options) S.values[name] = options;
  await select(S.layouts.some((l) => l.name === name) ? name : S.layouts[0].name);
}
function parseHash() {
  const h = decodeURIComponent(location.hash.slice(1));
  if (!h) return [null, null];
  const [name, ...rest] = h.split('&');
  const options = {};
  for (const part of rest) { const i = part.indexOf('='); if (i > 0) options[part.slice(0, i)] = part.slice(i + 1); }
  return [name, rest.length ? options : null];
}
function writeHash() {
  const v = S.values[S.layout.name] || {};
  const parts = [S.layout.name, ...Object.entries(v).filter(([, x]) => x !== '' && x !== false).map(([k, x]) => k + '=' + x)];
  history.replaceState(null, '', '#' + parts.join('&'));
}
async function select(name) {
  if (S.layout) S.offsets[S.layout.name] = { ...S.offset };
  stopMotion();
  S.layout = S.layouts.find((l) => l.name === name);
  for (const b of document.querySelectorAll('#tabs button')) b.classList.toggle('selected', b.dataset.layout === name);
  $('#summary').textContent = S.layout.summary;
  buildSamples();
  buildControls();
  writeHash();
  S.offset = S.offsets[name] || { x: 0, y: 0 };
  await reload();
}
/** The catalog's samples as buttons: each sets its options, and its offset as the scroll position. */
function buildSamples() {
  const box = $('#samples'), layout = S.layout;
  box.innerHTML = layout.samples.length > 1 ? 'samples:' : '';
  if (layout.samples.length < 2) return;
  for (const sample of layout.samples) {
    const b = document.createElement('button'); b.type = 'button'; b.textContent = sample.name;
    b.dataset.sample = sample.name;
    b.onclick = () => applySample(sample);
    box.appendChild(b);
  }
}
function applySample(sample) {
  stopMotion();
  const values = {};
  let offset = { x: 0, y: 0 };
  for (const [k, v] of Object.entries(sample.parameters)) {
    if (k === 'offset') { const [x, y] = v.split(',').map(Number); offset = { x, y }; }
    else if (!FITTED.has(k)) values[k] = v;   // the viewport is the window's
  }
  S.values[S.layout.name] = values;
  S.offset = offset;
  buildControls(); writeHash();
  return reload();
}
const hidden = new Set(['offset']);   // the scroll position is the viewport's, not a field
/** A field for each option, showing the value in use: the one set, else the default. */
function buildControls() {
  const form = $('#controls'), layout = S.layout, values = (S.values[layout.name] ||= {});
  form.innerHTML = '';
  for (const o of layout.options) {
    if (hidden.has(o.name) || o.kind === 'file') continue;   // files are read by the command only
    const label = document.createElement('label');
    label.textContent = o.name; label.title = o.help; label.htmlFor = 'opt-' + o.name;
    const fallback = defaultOf(o);
    // A value equal to the default is no value: the default may follow the window.
    const set = (v) => { values[o.name] = v === fallback ? '' : v; changed(); };
    let field;
    if (o.kind === 'flag') {
      field = document.createElement('input'); field.type = 'checkbox';
      field.checked = values[o.name] === true || values[o.name] === 'true';
      field.onchange = () => { values[o.name] = field.checked; changed(); };
    } else if (o.choices) {
      field = document.createElement('select');
      if (fallback == null) field.add(new Option(o.defaultNote || '', ''));
      for (const c of o.choices) field.add(new Option(c, c));
      field.value = values[o.name] || fallback || '';
      field.onchange = () => set(field.value);
    } else {
      field = document.createElement('input'); field.type = 'text';
      field.placeholder = fallback == null ? (o.defaultNote || o.placeholder) : o.placeholder;
      field.value = values[o.name] || fallback || '';
      field.oninput = () => set(field.value.trim());
    }
    field.id = 'opt-' + o.name; field.name = o.name; field.title = o.help;
    const cell = document.createElement('div');
    cell.appendChild(field);
    if (o.name === 'count') cell.appendChild(quickCounts(field, values));
    form.append(label, cell);
  }
}
/** Buttons for counts up to a million, as far as the layout allows. */
function quickCounts(field, values) {
  const row = document.createElement('div'); row.className = 'quick';
  for (const [text, n] of [['1k', 1e3], ['100k', 1e5], ['1M', 1e6]]) {
    if (n > S.layout.maximumCount) continue;
    const b = document.createElement('button'); b.type = 'button'; b.textContent = text;
    b.onclick = () => { field.value = String(n); values.count = String(n); changed(); };
    row.appendChild(b);
  }
  return row;
}
function changed() {
  stopMotion();
  writeHash();
  clearTimeout(S.reloadTimer);
  S.reloadTimer = setTimeout(reload, 250);
}
/**
 * Fetches the layout for the current parameters; on an error keeps the last good one. A newer
 * reload aborts this one, and an answer for older parameters is never shown (the generation).
 * Until the answer comes, the layout shown stays (dimmed once the wait is noticeable) and
 * scrolls, but asks for no elements: they would be the new layout's.
 */
async function reload() {
  clearTimeout(S.reloadTimer);
  const generation = ++S.generation, params = layoutParams();
  abort('elements'); abort('snap');
  S.reloading = true;
  lastRoom = room();
  let info;
  try {
    info = await api('layout', params, 'layout');
  } catch (e) {
    if (generation === S.generation && !aborted(e)) { S.reloading = false; showError(e.message); showCode(S.info); requestElements(); }
    return;
  }
  if (generation !== S.generation) return;
  S.reloading = false;
  showError('');
  S.info = info; S.params = params;
  viewport.style.width = info.boundsSize.width + 'px';
  viewport.style.height = info.boundsSize.height + 'px';
  showCode(info);
  const centre = $('#centre');
  // A hairline across the scroll axis where paging layouts rest an item: the middle, or where the
  // layout says (a leading carousel's leading edge), kept inside the viewport.
  const b = info.offsetBounds, sideways = b.max.x > b.min.x || !(b.max.y > b.min.y);
  const length = sideways ? info.boundsSize.width : info.boundsSize.height;
  const line = Math.min(Math.max(info.restingLine ?? length / 2, 0), Math.max(length - 1, 0));
  centre.style.cssText = sideways ? 'left:' + line + 'px;top:0;height:100%;border-left-width:1px'
                                  : 'top:' + line + 'px;left:0;width:100%;border-top-width:1px';
  for (const node of S.live.values()) recycle(node);
  S.live.clear();
  S.rendered = null;
  setOffset(clamp(S.offset));
}
function showError(message) { $('#error').textContent = message; }

// ---- the code an app writes ----------------------------------------------------------
/** The UIKit and SwiftUI code of the layout shown (`info.appCode`, written by the catalog). */
function showCode(info) {
  $('#code-uikit').textContent = info ? info.appCode.uikit : '';
  $('#code-swiftui').textContent = info ? info.appCode.swiftUI : '';
}
/** Copies `text`: the Clipboard API where the page may use it, else a selected text area and
 *  the copy command; where both fail, the code is left selected for the person to copy. */
async function copyText(text, pre) {
  if (navigator.clipboard && window.isSecureContext) {
    try { await navigator.clipboard.writeText(text); return true; } catch (e) { /* denied: the fallback */ }
  }
  const area = document.createElement('textarea');
  area.value = text; area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;opacity:0';
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try { copied = document.execCommand('copy'); } catch (e) { copied = false; }
  area.remove();
  if (!copied) {
    const range = document.createRange(); range.selectNodeContents(pre);
    const selection = getSelection(); selection.removeAllRanges(); selection.addRange(range);
  }
  return copied;
}
for (const button of document.querySelectorAll('button.copy')) {
  button.addEventListener('click', async () => {
    const pre = document.getElementById(button.dataset.copy);
    const copied = await copyText(pre.textContent, pre);
    button.textContent = copied ? 'Copied' : 'Selected: press Ctrl-C';
    button.classList.toggle('done', copied);
    clearTimeout(button.resetTimer);
    button.resetTimer = setTimeout(() => { button.textContent = 'Copy'; button.classList.remove('done'); }, 1500);
  });
}

// ---- drawing -----------------------------------------------------------------------
function setOffset(o) {
  S.offset = { x: o.x, y: o.y };
  viewport.dataset.offsetX = o.x; viewport.dataset.offsetY = o.y;
  placeLayer(); drawBars(); requestElements();
}
function placeLayer() {
  layer.style.transform = 'translate(' + (S.base.x - S.offset.x) + 'px,' + (S.base.y - S.offset.y) + 'px)';
}
function requestElements() {
  S.dirty = true;
  if (!S.inFlight) pump();
}
async function pump() {
  S.inFlight = true;
  while (S.dirty && S.info && !S.reloading) {
    S.dirty = false;
    const generation = S.generation, offset = { ...S.offset };
    try {
      const answer = await api('elements', { ...S.params, offset: pair(offset), overscan: OVERSCAN }, 'elements');
      if (generation === S.generation) draw(answer);
    } catch (e) {
      if (generation === S.generation && !aborted(e)) showError(e.message);
    }
  }
  S.inFlight = false;
}
function recycle(node) {
  node.style.display = 'none'; node.dataset.key = '';
  S.pool.push(node);
}
/** Draws an elements answer, reusing the node already showing each element, then pooled ones. */
function draw(answer) {
  const base = answer.offset, next = new Map();
  const shape = S.info.cellShape;
  for (const e of answer.elements) {
    if (e.isHidden) continue;
    const key = e.kind + ':' + e.section + ':' + e.item;
    let node = S.live.get(key);
    if (node) S.live.delete(key);
    else if ((node = S.pool.pop())) S.reused++;
    else { node = document.createElement('div'); layer.appendChild(node); S.created++; }
    style(node, e, base, shape, key);
    next.set(key, node);
  }
  for (const node of S.live.values()) recycle(node);
  S.live = next;
  S.base = base; S.rendered = base; S.centeredItem = answer.centeredItem; S.drawn = next.size;
  viewport.dataset.renderedX = base.x; viewport.dataset.renderedY = base.y;
  placeLayer(); readout();
}
function style(node, e, base, shape, key) {
  const cell = e.kind === 'cell';
  node.className = 'box' + (cell ? (shape === 'ellipse' ? ' ellipse' : '') : ' supplementary');
  node.dataset.key = key; node.dataset.section = e.section; node.dataset.item = e.item; node.dataset.kind = e.kind;
  const s = node.style;
  s.display = '';
  s.left = (e.frame.x - base.x) + 'px'; s.top = (e.frame.y - base.y) + 'px';
  s.width = e.frame.width + 'px'; s.height = e.frame.height + 'px';
  s.transformOrigin = (e.anchorPoint.x * 100) + '% ' + (e.anchorPoint.y * 100) + '%';
  // CSS applies the functions right to left, about transform-origin (the anchor point):
  // scale, rotation, the turn about x, the turn about y, then perspective, as the engine's
  // LayoutTransform.project does (Rz · Rx · Ry, m34 = -1/perspective; CSS's axes agree).
  let t = '';
  if (e.rotationX || e.rotationY) {
    if (e.perspective > 0) t += 'perspective(' + e.perspective + 'px) ';
    t += 'rotateY(' + (e.rotationY || 0) + 'rad) rotateX(' + (e.rotationX || 0) + 'rad) ';
  }
  if (e.angle) t += 'rotate(' + e.angle + 'rad) ';
  if (e.scale !== 1) t += 'scale(' + e.scale + ')';
  s.transform = t || 'none';
  s.opacity = e.alpha; s.zIndex = e.zIndex;
  if (cell) s.background = 'hsl(' + ((e.section * 47 + 200 + (e.item % 12) * 4) % 360) + ',60%,62%)';
  else s.background = '';
  const text = cell ? label(e.section, e.item) : e.kind + ' \u00a7' + e.section;
  if (node.textContent !== text) node.textContent = text;
  const side = Math.min(e.frame.width, e.frame.height);
  s.fontSize = Math.max(4, Math.min(14, side / 3.5)) + 'px';
}
function drawBars() {
  if (!S.info) return;
  const size = S.info.boundsSize, content = S.info.contentSize;
  for (const [bar, axis, side] of [[$('#hbar'), 'x', 'width'], [$('#vbar'), 'y', 'height']]) {
    const visible = content[side] > size[side] + 0.5;
    bar.style.display = visible ? '' : 'none';
    if (!visible) continue;
    const length = Math.max(24, size[side] * size[side] / content[side]);
    const range = Math.max(1, content[side] - size[side]);
    const position = Math.min(1, Math.max(0, S.offset[axis] / range)) * (size[side] - length);
    if (axis === 'x') { bar.style.left = position + 'px'; bar.style.width = length + 'px'; }
    else { bar.style.top = position + 'px'; bar.style.height = length + 'px'; }
  }
}
function readout() {
  const i = S.centeredItem, c = S.info.contentSize;
  $('#readout').innerHTML = 'item <b id="current">' + (i ? label(i.section, i.item) : '–') + '</b>' +
    ' · of ' + S.info.itemCount.toLocaleString('en') +
    ' · offset ' + Math.round(S.offset.x) + ', ' + Math.round(S.offset.y) +
    ' · content ' + Math.round(c.width).toLocaleString('en') + ' × ' + Math.round(c.height).toLocaleString('en') +
    ' · ' + S.drawn + ' boxes (' + S.created + ' nodes made, ' + S.reused + ' reused)';
}

// ---- scrolling ---------------------------------------------------------------------
function clamp(o) {
  const b = S.info.offsetBounds;
  return { x: Math.min(Math.max(o.x, b.min.x), b.max.x), y: Math.min(Math.max(o.y, b.min.y), b.max.y) };
}
function scrollBy(dx, dy) {
  setOffset(clamp({ x: S.offset.x + dx, y: S.offset.y + dy }));
  sample();
}
function sample() {
  const now = performance.now();
  S.samples.push({ t: now, x: S.offset.x, y: S.offset.y });
  while (S.samples.length > 2 && now - S.samples[0].t > VELOCITY_WINDOW) S.samples.shift();
}
/** The scroll velocity at release in points per millisecond, from the last samples. */
function releaseVelocity() {
  const s = S.samples, now = performance.now();
  if (s.length < 2 || now - s[s.length - 1].t > HELD_STILL) return { x: 0, y: 0 };
  const a = s[0], b = s[s.length - 1], dt = b.t - a.t;
  if (dt < 8) return { x: 0, y: 0 };
  return { x: (b.x - a.x) / dt, y: (b.y - a.y) / dt };
}
function stopMotion() {
  abort('snap');
  S.animating = false; S.releasing = false; S.releaseGeneration++;
  clearTimeout(S.wheelTimer); S.wheeling = false;
}
/** Asks the layout where a fling from here at `velocity` rests, and animates there. */
async function release(velocity) {
  const generation = ++S.releaseGeneration, offset = { ...S.offset };
  S.releasing = true;
  let snap;
  try {
    snap = await api('snap', { ...S.params, offset: pair(offset), velocity: pair(velocity) }, 'snap');
  } catch (e) {
    if (generation === S.releaseGeneration) { S.releasing = false; if (!aborted(e)) showError(e.message); }
    return;
  }
  if (generation !== S.releaseGeneration) return;
  S.releasing = false;
  S.lastRelease = { offset, velocity, snap };
  animate(snap.target, snap.decelerationRate);
}
/**
 * UIScrollView's deceleration towards `target`: the fling whose velocity v = d·(1−r)/r
 * travels exactly d (ScrollPhysics.velocity(toTravel:)), so after t ms it has gone
 * v·r·(1−r^t)/(1−r) = d·(1−r^t).
 */
function animate(target, rate) {
  const start = { ...S.offset }, t0 = performance.now();
  const d = { x: target.x - start.x, y: target.y - start.y }, distance = Math.max(Math.abs(d.x), Math.abs(d.y));
  S.animating = true;
  const frame = (now) => {
    if (!S.animating) return;
    const left = Math.pow(rate, Math.max(0, now - t0));
    if (distance * left < 0.25) { S.animating = false; setOffset(target); return; }
    setOffset({ x: start.x + d.x * (1 - left), y: start.y + d.y * (1 - left) });
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
let last = null;
viewport.addEventListener('pointerdown', (e) => {
  if (!S.info || e.button !== 0) return;
  stopMotion();
  viewport.setPointerCapture(e.pointerId);
  viewport.classList.add('dragging');
  S.dragging = true; S.samples = []; last = { x: e.clientX, y: e.clientY };
  sample();
  e.preventDefault();
});
viewport.addEventListener('pointermove', (e) => {
  if (!S.dragging) return;
  const dx = e.clientX - last.x, dy = e.clientY - last.y;
  last = { x: e.clientX, y: e.clientY };
  scrollBy(-dx, -dy);
});
const endDrag = () => {
  if (!S.dragging) return;
  S.dragging = false; viewport.classList.remove('dragging');
  release(releaseVelocity());
};
viewport.addEventListener('pointerup', endDrag);
viewport.addEventListener('pointercancel', endDrag);
viewport.addEventListener('wheel', (e) => {
  if (!S.info) return;
  e.preventDefault();
  if (!S.wheeling) { stopMotion(); S.wheeling = true; S.samples = []; sample(); }
  const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? S.info.boundsSize.height : 1;
  let dx = e.deltaX * unit, dy = e.deltaY * unit;
  const b = S.info.offsetBounds, canX = b.max.x > b.min.x, canY = b.max.y > b.min.y;
  // A vertical wheel scrolls a layout that only scrolls sideways, as trackpads and mice expect.
  if (canX && !canY && Math.abs(dy) > Math.abs(dx)) { dx = dy; dy = 0; }
  scrollBy(dx, dy);
  clearTimeout(S.wheelTimer);
  S.wheelTimer = setTimeout(() => {
    // Measured at the last wheel event, since the gesture ended then.
    const s = S.samples, v = s.length > 1 && s[s.length - 1].t - s[0].t >= 8
      ? { x: (s[s.length - 1].x - s[0].x) / (s[s.length - 1].t - s[0].t), y: (s[s.length - 1].y - s[0].y) / (s[s.length - 1].t - s[0].t) }
      : { x: 0, y: 0 };
    S.wheeling = false;
    release(v);
  }, WHEEL_END);
}, { passive: false });
viewport.addEventListener('keydown', (e) => {
  if (!S.info) return;
  const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
  if (!step) return;
  e.preventDefault(); stopMotion();
  // A key press flings at 1 point per ms (about 500 points) and lets the layout snap it.
  release({ x: step[0], y: step[1] });
});
let resizeTimer = 0, lastRoom = null;
window.addEventListener('resize', () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => {
    if (!S.layout) return;
    // A phone's window grows and shrinks in height as its address bar hides: in one column only
    // a new width sizes the stage again.
    const r = room();
    if (lastRoom && r.width === lastRoom.width && (NARROW.matches || r.height === lastRoom.height)) return;
    lastRoom = r;
    buildControls(); reload();
  }, 150);
});
window.addEventListener('hashchange', () => {
  const [name, options] = parseHash();
  if (!name || !S.layouts.some((l) => l.name === name)) return;
  if (options) S.values[name] = options;
  select(name);
});

// ---- for tests and the screenshots ------------------------------------------------
window.playground = {
  state: () => ({
    layout: S.layout && S.layout.name, offset: S.offset, rendered: S.rendered, info: S.info,
    centeredItem: S.centeredItem, lastRelease: S.lastRelease, overscan: OVERSCAN, params: S.params,
    created: S.created, reused: S.reused, drawn: S.drawn, error: $('#error').textContent,
    build: document.body.dataset.build, reloading: S.reloading, pending: S.pending.size,
    busy: $('#stage').classList.contains('busy'), stale: $('#stage').classList.contains('stale'),
    progressDelay: PROGRESS_DELAY,
  }),
  /** Nothing moving or loading, and the boxes drawn for the current offset. */
  settled: () => !!S.info && !S.animating && !S.dragging && !S.wheeling && !S.releasing && !S.inFlight && !S.dirty
    && !S.reloading && S.pending.size === 0 && !!S.rendered && S.rendered.x === S.offset.x && S.rendered.y === S.offset.y,
  select, release, applySample: (name) => applySample(S.layout.samples.find((s) => s.name === name)), scrollTo: (x, y) => { stopMotion(); setOffset(clamp({ x, y })); },
};
start().catch((e) => showError(e.message));
