/**
 * The shared page's only script (progressive enhancement; the page is complete without it):
 * shows the "Share" button where the phone can share (Web Share API) or copy the address.
 * Served as /s/share.js (the security policy forbids inline scripts). Kept as plain ES2017.
 */
export const SHARE_ENHANCE_JS = `(function(){
var b=document.querySelector('[data-share]');
if(!b)return;
var canShare=!!navigator.share,canCopy=!!(navigator.clipboard&&navigator.clipboard.writeText);
if(!canShare&&!canCopy)return;
b.hidden=false;
b.addEventListener('click',function(){
var url=location.href,title=document.title;
if(canShare){navigator.share({title:title,url:url}).catch(function(){});return;}
navigator.clipboard.writeText(url).then(function(){b.textContent=b.getAttribute('data-copied')||b.textContent;});
});
})();
`;
