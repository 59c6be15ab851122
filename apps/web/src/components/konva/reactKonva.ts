// What `react-konva` resolves to in the app (vite.config.ts): its renderer over Konva's core and
// only the shapes the board and the editor draw. The package's own index imports Konva's full
// build, which also defines and registers 12 more shapes and 20 image filters that no screen uses:
// code a phone downloads and runs before the board can draw. A shape missing here renders nothing
// (react-konva finds no Konva class for its name), so a test draws every kind the app renders.
import 'konva/lib/shapes/Arrow.js';
import 'konva/lib/shapes/Circle.js';
import 'konva/lib/shapes/Ellipse.js';
import 'konva/lib/shapes/Image.js';
import 'konva/lib/shapes/Line.js';
import 'konva/lib/shapes/Rect.js';
import 'konva/lib/shapes/Text.js';
import 'konva/lib/shapes/Transformer.js';

export * from 'react-konva/lib/ReactKonvaCore.js';
