/// The playground's page: one HTML document with its style and script inline, so that the server
/// needs no resource files (the most robust way to ship it on Linux).
///
/// The browser plays the collection view: it asks the API for the elements in the visible rect on
/// every scroll, draws them as absolutely positioned boxes (recycled like cells), and animates
/// flings to the layout's target offset with UIScrollView's deceleration curve.
enum PlaygroundPage {
    /// The whole page.
    static var html: String {
        head + style + body + "<script>\n" + script + "\n</script>\n</body>\n</html>\n"
    }

    static let head = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>CollectionLayouts playground</title>

        """#

    static let style = #"""
        <style>
        :root { --ink: #1d2129; --muted: #6b7280; --line: #d5d8de; --accent: #2f6fed; --bg: #fafafb; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--ink); background: var(--bg); }
        header { display: flex; align-items: center; gap: 18px; padding: 8px 18px; border-bottom: 1px solid var(--line); background: #fff; }
        header h1 { font-size: 16px; margin: 0; font-weight: 600; }
        #tabs { display: flex; gap: 4px; flex-wrap: wrap; }
        #tabs button { border: 1px solid var(--line); background: #fff; border-radius: 6px; padding: 4px 12px; font: inherit; cursor: pointer; }
        #tabs button.selected { background: var(--accent); border-color: var(--accent); color: #fff; }
        /* Fits a 1280 × 800 window at every tab: the side column has a fixed width, the stage takes
           the rest, and the script sizes the viewport to the room left (see room()). */
        main { display: flex; gap: 20px; padding: 12px 18px; align-items: flex-start; }
        #stage { flex: 1 1 0; min-width: 0; }
        #viewport { position: relative; overflow: hidden; background: #f0f1f4; border: 1px solid #c9ccd1; border-radius: 10px;
                    touch-action: none; user-select: none; -webkit-user-select: none; cursor: grab; outline: none; }
        #viewport.dragging { cursor: grabbing; }
        #layer { position: absolute; left: 0; top: 0; width: 0; height: 0; will-change: transform; }
        .box { position: absolute; display: flex; align-items: center; justify-content: center; overflow: hidden;
               border: 0.5px solid rgba(0,0,0,.55); border-radius: 4px; color: #111; font-size: 12px; white-space: nowrap;
               backface-visibility: visible; }
        .box.ellipse { border-radius: 50%; }
        .box.supplementary { background: hsl(30, 20%, 80%); }
        .bar { position: absolute; background: rgba(0,0,0,.35); border-radius: 3px; pointer-events: none; z-index: 2147483647; }
        #hbar { height: 5px; bottom: 2px; }
        #vbar { width: 5px; right: 2px; }
        #centre { position: absolute; pointer-events: none; z-index: 2147483646; border: 0 dashed rgba(229,72,77,.7); }
        #readout { margin-top: 6px; height: 36px; overflow: hidden; color: var(--muted); font-size: 12px; font-variant-numeric: tabular-nums; }
        #readout b { color: var(--ink); font-weight: 600; }
        #side { flex: none; width: 540px; }
        #summary { margin: 0 0 6px; color: var(--muted); font-size: 13px; }
        #controls { display: grid; grid-template-columns: max-content minmax(0, 1fr) max-content minmax(0, 1fr); gap: 4px 8px; align-items: center; }
        #controls label { font-weight: 500; font-size: 13px; }
        #controls input[type=text], #controls select { width: 100%; padding: 2px 5px; border: 1px solid var(--line); border-radius: 5px; font: inherit; font-size: 13px; background: #fff; }
        .quick { display: flex; gap: 3px; margin-top: 2px; }
        .quick button { font: inherit; font-size: 11px; padding: 0 5px; border: 1px solid var(--line); background: #fff; border-radius: 4px; cursor: pointer; }
        #samples { display: flex; gap: 4px; flex-wrap: wrap; align-items: center; margin: 0 0 8px; color: var(--muted); font-size: 12px; }
        #samples button { font: inherit; padding: 1px 8px; border: 1px solid var(--line); background: #fff; border-radius: 4px; cursor: pointer; }
        #error { min-height: 18px; margin: 6px 0; color: #c0262d; font-weight: 500; font-size: 13px; overflow-wrap: anywhere; }
        h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 8px 0 4px; }
        #swift { margin: 0; padding: 8px 10px; background: #1e1f24; color: #e6e6e6; border-radius: 8px; font: 11px/1.45 ui-monospace, Menlo, Consolas, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
        </style>
        </head>

        """#

    static let body = #"""
        <body>
        <header><h1>CollectionLayouts playground</h1><nav id="tabs"></nav></header>
        <main>
          <section id="stage">
            <div id="viewport" tabindex="0">
              <div id="layer"></div>
              <div id="centre"></div>
              <div class="bar" id="hbar"></div><div class="bar" id="vbar"></div>
            </div>
            <div id="readout"></div>
          </section>
          <section id="side">
            <p id="summary"></p>
            <div id="samples"></div>
            <form id="controls" autocomplete="off" onsubmit="return false"></form>
            <div id="error" role="alert"></div>
            <h2>Swift</h2>
            <pre id="swift"></pre>
          </section>
        </main>

        """#
}
