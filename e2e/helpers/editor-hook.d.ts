// The drawing editor's read-only test hook (apps/web/src/editor/Editor.tsx, EditorTestHook), as the
// browser tests use it inside page.evaluate. Kept structural: e2e does not compile the web app.
export {};

interface E2eSceneObject {
  id: string;
  type: string;
  x: number;
  y: number;
  [key: string]: unknown;
}

declare global {
  interface Window {
    __pranchetaEditor?: {
      getDocument: () => { objects: E2eSceneObject[]; frames: number; backgroundImage: string; [key: string]: unknown };
      getState: () => { selection: string[]; changes: number; tool: string; [key: string]: unknown };
      toPage: (x: number, y: number) => { x: number; y: number };
    };
  }
}
