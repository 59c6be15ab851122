/**
 * The shared page's whole stylesheet (inlined in the page: the security policy allows inline
 * styles, and one request less matters on a phone). Phone first; wider screens get a centred column.
 */
export const SHARE_CSS = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1b1e;background:#f1f3f5}
/* min-height: the share button's height and the padding, so the page does not move when the script shows it */
.top{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:10px 14px;min-height:56px;background:#1864ab;color:#fff}
.top .brand{font-weight:700;letter-spacing:.02em}
.top .kind{font-size:14px;opacity:.9}
main{max-width:760px;margin:0 auto;padding:12px}
.bar{margin:0;padding:8px 10px;border-radius:6px;font-size:17px;line-height:1.3;overflow-wrap:anywhere}
h1.bar{font-size:20px}
.section{font-size:17px;margin:20px 0 8px}
.head{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start;margin:10px 0}
.head>div,.head>dl{flex:1 1 240px;min-width:0}
.logo{max-width:96px;max-height:96px;border-radius:6px;object-fit:contain;background:#fff}
.fields{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:6px;margin:8px 0}
.field{background:#fff;border-radius:6px;overflow:hidden;min-width:0}
.field.wide{grid-column:1/-1}
.field dt{font-size:13px;font-weight:600;padding:3px 8px}
.field dd{margin:0;padding:6px 8px;white-space:pre-wrap;overflow-wrap:anywhere}
.exercise{background:#fff;border-radius:8px;padding:8px;margin:12px 0;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.exercise.pair{display:grid;gap:10px}
@media (min-width:640px){.exercise.pair{grid-template-columns:1fr 1fr}}
.drawing,.media,.gif{display:block;width:100%;height:auto;margin:8px 0;border-radius:6px;background:#e9ecef}
.gif{max-width:360px;margin-left:auto;margin-right:auto}
video.media{background:#000}
.photos{display:flex;flex-wrap:wrap;gap:6px}
.photos img{width:calc(50% - 3px);height:auto;border-radius:6px}
.rich{background:#fff;border-radius:6px;padding:8px 10px;overflow-wrap:anywhere}
.rich img{max-width:100%;height:auto}
.rich p{margin:0 0 .4em}
.rich>:last-child{margin-bottom:0}
.pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border-radius:6px;padding:8px 10px}
.postwork,.text{margin:16px 0}
.day{margin:12px 0}
.shift{border-radius:6px;padding:8px 10px;margin-top:6px}
.shift .rich{background:transparent;padding:4px 0}
.meta{font-weight:600;font-size:14px}
.dim{color:#555;font-size:14px;margin:2px 0 6px}
a.share-btn{display:inline-block;text-decoration:none;border:1px solid #1c7ed6}
.lead{font-size:18px;font-weight:600;margin:0 0 4px}
.head p{margin:0 0 4px}
.gone{text-align:center;padding:40px 16px}
.gone h1{font-size:22px}
footer{max-width:760px;margin:0 auto;padding:16px 12px 28px;color:#495057;font-size:14px;text-align:center}
.share-btn{font:inherit;font-size:14px;color:#1864ab;background:#fff;border:0;border-radius:6px;padding:6px 12px;min-height:36px;cursor:pointer}
.share-btn:focus-visible{outline:3px solid #ffd43b;outline-offset:2px}
.copy{margin:20px 0;text-align:center}
.copy-btn{display:inline-block;font-weight:600;color:#fff;background:#1971c2;border-radius:8px;padding:12px 18px;min-height:44px;text-decoration:none}
.copy-btn:focus-visible{outline:3px solid #ffd43b;outline-offset:2px}
.copy .hint{font-size:13px;color:#495057;margin:6px 0 0}
[hidden]{display:none!important}
`;
