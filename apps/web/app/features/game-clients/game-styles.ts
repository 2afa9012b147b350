/** Keyframes of the game client (kept with the feature instead of the shared stylesheet). */
export const GAME_CSS = `
@keyframes reel-run { from { transform: translateY(-50%); } to { transform: translateY(0); } }
.reel-strip { animation: reel-run linear infinite; height: 200%; }
.reel-strip > div { height: calc(100% / 24) !important; min-height: 0 !important; }
@keyframes reel-land { 0% { transform: translateY(-18%); } 60% { transform: translateY(4%); } 100% { transform: translateY(0); } }
.reel-land { animation: reel-land .22s ease-out; }
@keyframes win-glow { 0%,100% { box-shadow: 0 0 0 2px rgba(255,221,122,.9), 0 0 14px 2px rgba(255,200,60,.55); transform: scale(1); } 50% { box-shadow: 0 0 0 3px #fff3c4, 0 0 26px 8px rgba(255,200,60,.8); transform: scale(1.06); } }
.win-glow { animation: win-glow .9s ease-in-out infinite; }
@keyframes line-draw { from { stroke-dashoffset: 1200; } to { stroke-dashoffset: 0; } }
.line-draw { stroke-dasharray: 1200; animation: line-draw .6s ease-out forwards; }
@keyframes pop-in { 0% { transform: scale(.6); opacity: 0; } 70% { transform: scale(1.08); opacity: 1; } 100% { transform: scale(1); } }
.pop-in { animation: pop-in .35s ease-out; }
@keyframes shine { from { background-position: 200% 0; } to { background-position: -200% 0; } }
.jackpot-shine { background: linear-gradient(90deg, #ffdd7a 0%, #fff6d0 20%, #f5c542 40%, #ffdd7a 60%); background-size: 200% 100%; -webkit-background-clip: text; background-clip: text; color: transparent; animation: shine 3s linear infinite; }
`;
