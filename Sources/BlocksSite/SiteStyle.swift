/// The site's stylesheet.
///
/// One file, no framework: light and dark colors as custom properties (every text color reaches
/// 4.5:1 on the background it sits on), the theme chosen by `data-theme` on `<html>` or, without
/// a choice or without a script, by `prefers-color-scheme`; the preview variant chosen by theme
/// and `prefers-reduced-motion`; a visible focus ring everywhere.
enum SiteStyle {
  /// The colors of the light theme.
  static let lightColors = """
      color-scheme: light;
      --bg: #ffffff; --fg: #16181d; --muted: #4a4f5c; --surface: #f4f5f9; --border: #cfd4de;
      --badge: #eef0f6; --link: #1d4ed8; --accent: #4338ca; --accent-fg: #ffffff;
      --focus: #1d4ed8; --code-bg: #f6f8fa; --code-fg: #1f2328;
      --k: #cf222e; --d: #116329; --m: #6639ba; --a: #8250df; --t: #953800; --s: #0a3069;
      --i: #cf222e; --n: #0550ae; --c: #57606a;
      --show-light: block; --show-dark: none; --bezel: #16181d;
    """

  /// The colors of the dark theme.
  static let darkColors = """
      color-scheme: dark;
      --bg: #0f1115; --fg: #e8eaf0; --muted: #aab1c0; --surface: #1a1d24; --border: #3a404c;
      --badge: #252a33; --link: #8cb4ff; --accent: #a5b4fc; --accent-fg: #111318;
      --focus: #8cb4ff; --code-bg: #161b22; --code-fg: #e6edf3;
      --k: #ff7b72; --d: #7ee787; --m: #d2a8ff; --a: #d2a8ff; --t: #ffa657; --s: #a5d6ff;
      --i: #ff7b72; --n: #79c0ff; --c: #8b949e;
      --show-light: none; --show-dark: block; --bezel: #000000;
    """

  /// The stylesheet's text.
  static let css = """
    :root {
    \(lightColors)
      --radius: 14px;
      --font: -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, Roboto, "Helvetica Neue",
        Arial, sans-serif;
      --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
    }
    @media (prefers-color-scheme: dark) {
      :root:not([data-theme="light"]) {
    \(darkColors)
      }
    }
    :root[data-theme="dark"] {
    \(darkColors)
    }
    [hidden] { display: none !important; }
    *, *::before, *::after { box-sizing: border-box; }
    html { font-family: var(--font); line-height: 1.55; -webkit-text-size-adjust: 100%; }
    body { margin: 0; background: var(--bg); color: var(--fg); }
    a { color: var(--link); text-underline-offset: 0.15em; }
    :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 4px; }
    main:focus { outline: none; }
    .pointer-focus:focus-visible { outline: none; }
    code, pre { font-family: var(--mono); font-size: 0.875rem; }
    .skip-link { position: absolute; left: 0.5rem; top: -4rem; z-index: 10; padding: 0.5rem 1rem;
      background: var(--bg); color: var(--link); border: 2px solid var(--focus); border-radius: 8px; }
    .skip-link:focus { top: 0.5rem; }
    .site-header { border-bottom: 1px solid var(--border); background: var(--surface); }
    .header-inner, .footer-inner, main { max-width: 72rem; margin: 0 auto; padding: 0 1.25rem; }
    .header-inner, .footer-inner { max-width: 90rem; }
    .header-inner { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem 1.5rem;
      min-height: 3.5rem; padding-block: 0.5rem; }
    .brand { font-weight: 700; font-size: 1.125rem; color: var(--fg); text-decoration: none; }
    .site-nav ul, .site-footer ul { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; margin: 0;
      padding: 0; list-style: none; }
    .site-nav a[aria-current="page"] { font-weight: 600; }
    .theme-switch { display: inline-flex; margin-left: auto; border: 1px solid var(--border);
      border-radius: 999px; overflow: hidden; }
    .theme-choice { font: inherit; font-size: 0.875rem; padding: 0.3rem 0.8rem; border: 0;
      background: transparent; color: var(--fg); cursor: pointer; }
    .theme-choice[aria-pressed="true"] { background: var(--accent); color: var(--accent-fg); }
    main { padding-block: 1.5rem 3rem; }
    h1 { font-size: 2.25rem; line-height: 1.15; margin: 0.5rem 0; }
    h2 { font-size: 1.4rem; margin: 2.25rem 0 0.75rem; }
    h3 { font-size: 1.05rem; margin: 1.5rem 0 0.5rem; }
    .lead { font-size: 1.15rem; color: var(--muted); max-width: 48rem; margin-top: 0; }
    .finder { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; margin: 1.5rem 0 0.5rem; }
    .field { display: flex; flex-direction: column; gap: 0.3rem; }
    .field-search { flex: 1 1 20rem; }
    .field label { font-weight: 600; font-size: 0.9rem; }
    .hint { margin: 0; font-size: 0.85rem; color: var(--muted); }
    input, select, .button { font: inherit; font-size: 0.95rem; color: var(--fg); background: var(--bg);
      border: 1px solid var(--border); border-radius: 10px; padding: 0.45rem 0.75rem; }
    .button { display: inline-block; cursor: pointer; text-decoration: none; background: var(--surface); }
    .button:hover { border-color: var(--accent); }
    .button.is-copied { border-color: var(--accent); color: var(--accent); }
    .result-count { color: var(--muted); margin: 0.75rem 0; }
    [data-scripted]:not([data-previews-ready]) .preview[data-scenario] ~ .preview[data-scenario] {
      display: none; }
    .card-groups { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 33rem), 1fr));
      gap: 2rem 1.25rem; }
    .card-groups > ul { grid-column: 1 / -1; }
    .card-group h2 { font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.06em;
      color: var(--muted); margin: 0 0 0.75rem; }
    .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 1.25rem;
      margin: 0; padding: 0; list-style: none; }
    .card { position: relative; display: flex; flex-direction: column; gap: 0.5rem; padding: 1rem;
      border: 1px solid var(--border); border-radius: var(--radius); background: var(--surface); }
    .card:hover { border-color: var(--accent); }
    .card-title { font-size: 1.15rem; margin: 0.25rem 0 0; }
    .card-title a { color: var(--fg); text-decoration: none; }
    .card-title a::after { content: ""; position: absolute; inset: 0; border-radius: var(--radius); }
    .card-title a:focus-visible { outline: none; }
    .card:focus-within { outline: 3px solid var(--focus); outline-offset: 2px; }
    .card-summary { margin: 0; color: var(--muted); flex: 1; }
    .card-preview { display: flex; align-items: center; justify-content: center; height: 12rem;
      overflow: hidden; }
    .card-preview .pv { width: auto; max-width: 100%; max-height: 100%; }
    .badges { display: flex; flex-wrap: wrap; gap: 0.4rem; margin: 0.5rem 0; padding: 0; list-style: none; }
    .badge { display: inline-block; font-size: 0.8rem; padding: 0.15rem 0.6rem; border-radius: 999px;
      background: var(--badge); color: var(--fg); border: 1px solid var(--border); }
    .pv { width: 100%; max-width: 360px; height: auto; margin: 0 auto; }
    .pv-light { display: var(--show-light); }
    .pv-dark { display: var(--show-dark); }
    @media (prefers-reduced-motion: reduce) { .pv.pv-animated { display: none; } }
    @media not (prefers-reduced-motion: reduce) { .pv.pv-poster { display: none; } }
    .breadcrumb ol { display: flex; flex-wrap: wrap; gap: 0.4rem; margin: 0; padding: 0; list-style: none;
      font-size: 0.9rem; color: var(--muted); }
    .breadcrumb li + li::before { content: "/"; margin-right: 0.4rem; }
    .origin { color: var(--muted); font-size: 0.9rem; }
    .origin-label { font-weight: 600; }
    .toc { border: 1px solid var(--border); border-radius: var(--radius); padding: 0.5rem 1.25rem 0.75rem;
      margin: 1.5rem 0; background: var(--surface); }
    .toc h2 { font-size: 1rem; margin: 0.5rem 0; }
    .toc ol { margin: 0; padding-left: 1.25rem; columns: 2 12rem; }
    .keyword-groups { display: grid; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); gap: 1rem; }
    .keyword-group h3 { margin-top: 0; }
    .keywords { display: flex; flex-wrap: wrap; gap: 0.4rem; margin: 0; padding: 0; list-style: none; }
    .keywords li { font-size: 0.85rem; padding: 0.1rem 0.55rem; border-radius: 8px; background: var(--badge); }
    .tabs { display: flex; gap: 0.25rem; border-bottom: 1px solid var(--border); margin-bottom: 1rem; }
    .tabs [role="tab"] { font: inherit; font-weight: 600; padding: 0.5rem 1rem; border: 0;
      border-bottom: 3px solid transparent; background: transparent; color: var(--muted); cursor: pointer; }
    .tabs [role="tab"][aria-selected="true"] { color: var(--fg); border-bottom-color: var(--accent); }
    .tab-panel { border-radius: var(--radius); }
    .preview-controls { display: flex; flex-wrap: wrap; align-items: center; gap: 0.6rem; margin-bottom: 1rem; }
    .preview-controls label { font-weight: 600; }
    .previews { display: grid; gap: 1.25rem; }
    .preview { margin: 0; padding: 1rem; border: 1px solid var(--border); border-radius: var(--radius);
      background: var(--surface); }
    .preview figcaption { text-align: center; color: var(--muted); font-size: 0.9rem; margin-top: 0.5rem; }
    .note { color: var(--muted); font-size: 0.9rem; }
    .try-it { margin-top: 1.5rem; padding: 1rem; border: 1px solid var(--border); border-radius: var(--radius);
      background: var(--surface); }
    .try-it h3 { margin-top: 0; }
    .live-stage { display: flex; justify-content: center; margin: 0.75rem auto; max-width: max-content;
      padding: 0.5rem; border-radius: calc(20px + 0.5rem); background: var(--bezel);
      box-shadow: 0 0 0 1px var(--border), 0 12px 32px rgb(0 0 0 / 0.18); }
    #panel-preview { container-type: inline-size; }
    @container (min-width: 40rem) {
      .try-it { display: grid; grid-template-columns: minmax(0, 1fr) 14rem; grid-auto-flow: row dense;
        column-gap: 1.5rem; align-items: start; }
      .try-it > h3 { grid-column: 1 / -1; }
      .try-it > .live-stage, .try-it > .note, .try-it > .live-readout { grid-column: 1; }
      .try-it > .live-settings, .try-it > [data-live-reset] { grid-column: 2; justify-self: start; }
      .try-it > .live-settings { flex-direction: column; margin-top: 0.75rem; }
    }
    .live-stage svg { display: block; max-width: 100%; height: auto; touch-action: pan-y;
      user-select: none; -webkit-user-select: none; border-radius: 20px; }
    [data-vertical-drags] .live-stage svg { touch-action: none; }
    .live-stage [data-touch] { cursor: grab; }
    .live-stage [data-press] { cursor: pointer; }
    .live-stage.live-pulse { animation: live-pulse 0.3s ease-out; }
    @keyframes live-pulse { from { box-shadow: 0 0 0 6px var(--accent); } to { box-shadow: 0 0 0 0 transparent; } }
    .live-readout { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.4rem 1.5rem; }
    .live-readout p { margin: 0; }
    .live-readout output { font-weight: 700; font-variant-numeric: tabular-nums; }
    .live-settings { display: flex; flex-wrap: wrap; gap: 0.4rem 1.25rem; margin: 0.75rem 0;
      border: 1px solid var(--border); border-radius: 8px; }
    .live-settings legend { font-weight: 600; }
    .code-toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.6rem; margin-bottom: 0.6rem; }
    .code-file { margin: 0 auto 0 0; }
    .code-size { color: var(--muted); font-size: 0.85rem; margin-left: 0.4rem; }
    .code { margin: 0; padding: 1rem; overflow: auto; background: var(--code-bg); color: var(--code-fg);
      border: 1px solid var(--border); border-radius: var(--radius); line-height: 1.5; tab-size: 2; }
    .code-source { max-height: 36rem; }
    .source-page .code-source { max-height: none; }
    .live-announced:has([data-live-announcement]:empty) .live-announced-label { visibility: hidden; }
    .code .k { color: var(--k); font-weight: 600; }
    .code .d { color: var(--d); font-weight: 600; }
    .code .m { color: var(--m); }
    .code .a { color: var(--a); }
    .code .t { color: var(--t); }
    .code .s { color: var(--s); }
    .code .i { color: var(--i); font-weight: 600; }
    .code .n { color: var(--n); }
    .code .c { color: var(--c); font-style: italic; }
    .command { position: relative; }
    .command .code { padding-right: 6rem; }
    .command .button { position: absolute; top: 0.5rem; right: 0.5rem; }
    .table-wrap { overflow-x: auto; margin: 1rem 0; }
    table { border-collapse: collapse; width: 100%; }
    caption { text-align: left; font-weight: 600; padding-bottom: 0.4rem; }
    th, td { text-align: left; padding: 0.45rem 0.75rem; border-bottom: 1px solid var(--border);
      vertical-align: top; }
    thead th { background: var(--surface); }
    tbody th { font-weight: normal; }
    .checksum { color: var(--muted); font-size: 0.85rem; overflow-wrap: anywhere; }
    .copy-status { min-height: 1.5em; color: var(--muted); }
    .neighbours { display: flex; justify-content: space-between; gap: 1rem; margin-top: 2.5rem;
      border-top: 1px solid var(--border); padding-top: 1rem; }
    .neighbour { display: flex; flex-direction: column; }
    .neighbour.next { margin-left: auto; text-align: right; }
    .neighbour-label { font-size: 0.85rem; color: var(--muted); }
    .site-footer { border-top: 1px solid var(--border); background: var(--surface); color: var(--muted);
      font-size: 0.9rem; }
    .footer-inner { padding-block: 1rem; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
      overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
    .site-search { position: relative; display: flex; align-items: center; }
    .site-search input { width: 13rem; padding-right: 2rem; }
    .search-key { position: absolute; right: 0.6rem; font: 0.75rem var(--mono); color: var(--muted);
      border: 1px solid var(--border); border-radius: 4px; padding: 0 0.3rem; pointer-events: none; }
    .site-search input:focus + .search-key,
    .site-search input:not(:placeholder-shown) + .search-key { display: none; }
    .heading { display: flex; align-items: baseline; gap: 0.5rem; }
    .heading-anchor { color: var(--muted); text-decoration: none; font-weight: 600; }
    .heading-anchor:hover { color: var(--link); }
    .docs-layout { max-width: 90rem; margin: 0 auto; }
    .sidebar-category { font-weight: 600; font-size: 0.8rem; text-transform: uppercase;
      letter-spacing: 0.04em; color: var(--muted); margin: 1rem 0 0.25rem; }
    .sidebar ul { margin: 0; padding: 0; list-style: none; }
    .sidebar li a { display: block; padding: 0.3rem 0.6rem; border-radius: 8px; color: var(--fg);
      text-decoration: none; }
    .sidebar li a:hover { background: var(--surface); }
    .sidebar li a[aria-current="page"] { background: var(--badge); color: var(--link); font-weight: 600; }
    .sidebar-menu > summary { cursor: pointer; font-weight: 600; }
    @media (min-width: 60rem) {
      .docs-layout { display: grid; grid-template-columns: 15rem minmax(0, 1fr); }
      .docs-layout main { max-width: none; margin: 0; min-width: 0; }
      .sidebar { position: sticky; top: 0; align-self: start; max-height: 100vh; overflow-y: auto;
        padding: 0.75rem 0 2rem 1.25rem; }
      .sidebar-menu > summary { display: none; }
    }
    @media (max-width: 59.99rem) {
      .sidebar { padding: 0.75rem 1.25rem 0; }
      .sidebar-menu { border: 1px solid var(--border); border-radius: 10px; padding: 0.35rem 0.75rem; }
      .site-search input { width: 8rem; }
    }
    @media (max-width: 40rem) {
      /* A phone shows the block on its first screen: a tighter header (the search box beside
         the theme switch), a smaller title, and no breadcrumb (the header and the Blocks menu
         lead to the same places). */
      h1 { font-size: 1.75rem; }
      .breadcrumb { display: none; }
      .header-inner { gap: 0.5rem 1rem; }
      .site-search input { width: 7.5rem; }
      .theme-choice { padding: 0.25rem 0.55rem; font-size: 0.8rem; }
    }
    .toc a[aria-current="true"] { font-weight: 700; color: var(--fg); }
    @media (min-width: 80rem) {
      .block-page { display: grid; grid-template-columns: minmax(0, 1fr) 12rem; column-gap: 2.5rem; }
      .block-page > * { grid-column: 1; }
      .block-page > .toc { grid-column: 2; grid-row: 1 / span 12; align-self: start; position: sticky;
        top: 1rem; margin: 0.5rem 0 0; padding: 0 0 0 1rem; background: none; border: 0;
        border-left: 1px solid var(--border); border-radius: 0; }
      .block-page > .toc ol { columns: auto; padding-left: 0; list-style: none; }
      .block-page > .toc li { margin: 0.3rem 0; }
    }
    details.scenarios { margin-top: 1rem; }
    details.scenarios > summary { cursor: pointer; font-weight: 600; margin-bottom: 0.75rem; }
    details.demo { margin: 1rem 0; }
    details.demo > summary { cursor: pointer; color: var(--link); margin-bottom: 0.6rem; }
    .not-found { max-width: 44rem; }
    .copy-buffer { position: fixed; top: 0; left: -9999px; width: 1px; height: 1px; opacity: 0; }

    """
}
